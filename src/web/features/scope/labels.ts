import type { OperationFlag } from "@domain/catalogue";
import type { ProcessActivity } from "@domain/scope";
import type { AllergenProgram, Scope } from "@domain/schemas/scope";

/** The wizard's option labels (spec §2 "Scope wizard"), in display order. */
export type Option<T extends string> = { value: T; label: string };

export const OPERATIONS: Option<OperationFlag>[] = [
  { value: "growing", label: "Growing" },
  { value: "harvest", label: "Harvest" },
  { value: "processing", label: "Processing" },
  { value: "coldStorage", label: "Cold Storage / Distribution" },
];

export const PROCESSING_ACTIVITIES: Option<ProcessActivity>[] = [
  { value: "wash", label: "Wash" },
  { value: "pack", label: "Pack" },
  { value: "cut", label: "Cut/Minimal Processing" },
  { value: "ripen", label: "Ripening" },
  { value: "metalDetection", label: "Metal Detection" },
];

export const COLD_STORAGE_ACTIVITIES: Option<ProcessActivity>[] = [
  { value: "crossdock", label: "Cross-dock" },
  { value: "longterm", label: "Long-term storage" },
  { value: "export", label: "Export/Import" },
];

export const PRODUCT_CATEGORIES = [
  "Leafy Greens",
  "Tomatoes/Peppers",
  "Melons",
  "Avocados",
  "Berries",
  "Stone Fruit",
  "Mango",
  "Mixed Produce",
] as const;

type Activities = Scope["activities"];

export const WATER_SOURCES: Option<Activities["water"][number]>[] = [
  { value: "municipal", label: "Municipal" },
  { value: "well", label: "Well" },
  { value: "surface", label: "Surface" },
  { value: "recycled", label: "Recycled" },
];

export const SANITATION_SHIFTS: Option<Activities["sanitation"][number]>[] = [
  { value: "preop", label: "Pre-op" },
  { value: "midshift", label: "Mid-shift" },
  { value: "postop", label: "Post-op" },
];

export const PEST_CONTROL: Option<Activities["pestControl"]>[] = [
  { value: "internal", label: "Internal" },
  { value: "thirdParty", label: "Third-party" },
];

export const ALLERGEN_PROGRAMS: Option<AllergenProgram>[] = [
  { value: "none", label: "None" },
  { value: "dedicated", label: "Dedicated lines" },
  { value: "changeover", label: "Changeovers" },
];

export const CALIBRATION_KINDS: Option<Activities["calibration"][number]>[] = [
  { value: "scales", label: "Scales" },
  { value: "thermometers", label: "Thermometers" },
  { value: "metalDetectors", label: "Metal Detectors" },
  { value: "other", label: "Other" },
];

export const TRACEABILITY_DEPTHS: Option<Activities["traceabilityDepth"]>[] = [
  { value: "lot_pallet", label: "Lot → Pallet" },
  { value: "pallet_case", label: "Pallet → Case" },
  { value: "case_item", label: "Case → Item" },
];

export const TRAINING_MODALITIES: Option<Activities["training"][number]>[] = [
  { value: "kiosk", label: "Kiosk/QR" },
  { value: "mobile", label: "Mobile" },
  { value: "classroom", label: "Classroom" },
];

/** Labels of the chosen values, in option order. */
export const labelsOf = <T extends string>(options: Option<T>[], values: readonly T[]) =>
  options.filter((o) => values.includes(o.value)).map((o) => o.label);

/** A multi-choice list with `value` switched on or off, kept in option order without repeats. */
export function withChoice<T extends string>(options: Option<T>[], values: readonly T[], value: T, on: boolean): T[] {
  return options.map((o) => o.value).filter((v) => (v === value ? on : values.includes(v)));
}
