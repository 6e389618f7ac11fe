import { useTranslation } from "react-i18next";
import type { OperationFlag } from "@domain/catalogue";
import type { ProcessActivity } from "@domain/scope";
import type { AllergenProgram, Scope } from "@domain/schemas/scope";
import { NAMED_ALLERGENS } from "@domain/schemas/scope";
import type english from "@/i18n/locales/en/scope.json";

/** The wizard's options (spec §2 "Scope wizard"), in display order; labels come from the scope catalogue. */
export type Option<T extends string> = { value: T; label: string };

export const OPERATIONS: readonly OperationFlag[] = ["growing", "harvest", "processing", "coldStorage"];
export const PROCESSING_ACTIVITIES: readonly ProcessActivity[] = ["wash", "pack", "cut", "ripen", "metalDetection"];
export const COLD_STORAGE_ACTIVITIES: readonly ProcessActivity[] = ["crossdock", "longterm", "export"];

/** Product categories offered as tiles; the scope stores these English names, shown in the app's language. */
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

export const WATER_SOURCES: readonly Activities["water"][number][] = ["municipal", "well", "surface", "recycled"];
export const SANITATION_SHIFTS: readonly Activities["sanitation"][number][] = ["preop", "midshift", "postop"];
export const PEST_CONTROL: readonly Activities["pestControl"][] = ["internal", "thirdParty"];
export const ALLERGEN_PROGRAMS: readonly AllergenProgram[] = ["none", "dedicated", "changeover"];
export const CALIBRATION_KINDS: readonly Activities["calibration"][number][] = [
  "scales",
  "thermometers",
  "metalDetectors",
  "other",
];
export const TRACEABILITY_DEPTHS: readonly Activities["traceabilityDepth"][] = [
  "lot_pallet",
  "pallet_case",
  "case_item",
];
export const TRAINING_MODALITIES: readonly Activities["training"][number][] = ["kiosk", "mobile", "classroom"];

type OptionGroup = keyof (typeof english)["options"];

/** The option lists with their labels in the app's language, and the names of built-in products and allergens. */
export function useScopeOptions() {
  const { t } = useTranslation("scope");
  const label = t as unknown as (key: string) => string;
  const list = <T extends string>(group: OptionGroup, values: readonly T[]): Option<T>[] =>
    values.map((value) => ({ value, label: label(`options.${group}.${value}`) }));
  const named = (group: "products" | "allergens", known: readonly string[]) => (name: string) =>
    known.includes(name) ? label(`options.${group}.${name}`) : name;
  return {
    operations: list("operations", OPERATIONS),
    processing: list("processes", PROCESSING_ACTIVITIES),
    coldStorage: list("processes", COLD_STORAGE_ACTIVITIES),
    water: list("water", WATER_SOURCES),
    sanitation: list("sanitation", SANITATION_SHIFTS),
    pestControl: list("pestControl", PEST_CONTROL),
    allergenPrograms: list("allergenProgram", ALLERGEN_PROGRAMS),
    calibration: list("calibration", CALIBRATION_KINDS),
    traceability: list("traceability", TRACEABILITY_DEPTHS),
    training: list("training", TRAINING_MODALITIES),
    /** A built-in product category or allergen in the app's language; what a user typed stays as typed. */
    product: named("products", PRODUCT_CATEGORIES),
    allergen: named("allergens", NAMED_ALLERGENS),
  };
}

/** Labels of the chosen values, in option order. */
export const labelsOf = <T extends string>(options: Option<T>[], values: readonly T[]) =>
  options.filter((o) => values.includes(o.value)).map((o) => o.label);

/** A multi-choice list with `value` switched on or off, kept in option order without repeats. */
export function withChoice<T extends string>(options: readonly T[], values: readonly T[], value: T, on: boolean): T[] {
  return options.filter((v) => (v === value ? on : values.includes(v)));
}
