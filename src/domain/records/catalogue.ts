import type { AppRole } from "../roles";

/** Monitoring log types (spec §3) with the labels the screens show. */
export const recordTypes = ["sanitation", "water", "temperature", "pest"] as const;
export type RecordType = (typeof recordTypes)[number];
/** What a record's type can be: a built-in type, or "custom" for a record of an organisation's own form. */
export const recordKinds = [...recordTypes, "custom"] as const;
export type RecordKind = (typeof recordKinds)[number];
export const recordTypeLabels: Record<RecordType, string> = {
  sanitation: "Sanitation Log",
  water: "Water Quality",
  temperature: "Temperature Log",
  pest: "Pest Control",
};
/** The label of any record's type (a custom form's record says its form's name in its summary). */
export const recordKindLabels: Record<RecordKind, string> = { ...recordTypeLabels, custom: "Custom log" };

/**
 * The words a search finds each type by, in both languages the app speaks. They are written into the
 * stored search vector of monitoring_records (its generated column): changing them needs a migration.
 */
export const recordTypeSearchWords: Record<RecordType, string> = {
  sanitation: "Sanitation Log Registro de saneamiento sanitización",
  water: "Water Quality Calidad del agua",
  temperature: "Temperature Log Registro de temperatura",
  pest: "Pest Control Control de plagas",
};

/** Clauses a log of each type usually evidences, best first; the form suggests the first applicable one. */
export const preferredClauses: Record<RecordType, readonly string[]> = {
  temperature: ["C.01.01", "C.03.01", "C.04.02", "6.01.03"],
  sanitation: ["3.01.02", "P.03.02", "7.03.01", "C.02.01", "3.01.01"],
  water: ["P.02.01", "2.01.01", "7.04.01", "2.01.03"],
  pest: ["3.01.04"],
};

export function suggestedClause(type: RecordType, applicable: readonly string[]): string | undefined {
  return preferredClauses[type].find((id) => applicable.includes(id)) ?? applicable[0];
}

export const sanitationShifts = ["pre_op", "mid_shift", "post_op"] as const;
export const sanitationShiftLabels: Record<(typeof sanitationShifts)[number], string> = {
  pre_op: "Pre-op",
  mid_shift: "Mid-shift",
  post_op: "Post-op",
};

/** The pre-operational inspection checklist (each item passes or fails). */
export const sanitationChecklist = [
  "Food-contact surfaces clean and free of residue",
  "Non-food-contact surfaces and overheads clean",
  "Drains clean and free-flowing",
  "No standing water, debris or product build-up",
  "Sanitizer concentration verified at the correct strength",
  "Hand-wash stations stocked (soap, towels, water)",
] as const;

export const waterSources = ["municipal", "well", "surface", "recycled"] as const;
export const waterSourceLabels: Record<(typeof waterSources)[number], string> = {
  municipal: "Municipal",
  well: "Well",
  surface: "Surface",
  recycled: "Recycled",
};

/** Water tests: unit, whether the limit is a maximum or a minimum, and the usual limit. */
export const waterTests = {
  generic_e_coli: { label: "Generic E. coli", unit: "CFU/100 mL", limitKind: "max", defaultLimit: 0 },
  total_coliform: { label: "Total coliform", unit: "CFU/100 mL", limitKind: "max", defaultLimit: 0 },
  free_chlorine: { label: "Free chlorine (wash water)", unit: "ppm", limitKind: "min", defaultLimit: 2 },
} as const;
export type WaterTest = keyof typeof waterTests;
export const waterTestIds = Object.keys(waterTests) as [WaterTest, ...WaterTest[]];

export const pestStationTypes = ["rodent_bait", "snap_trap", "glue_board", "insect_light_trap"] as const;
export const pestStationTypeLabels: Record<(typeof pestStationTypes)[number], string> = {
  rodent_bait: "Rodent bait station",
  snap_trap: "Snap trap",
  glue_board: "Glue board",
  insect_light_trap: "Insect light trap",
};

export const temperatureUnits = ["F", "C"] as const;

// Incidents -------------------------------------------------------------------------------------

export const incidentSeverities = ["low", "medium", "high", "critical"] as const;
export type IncidentSeverity = (typeof incidentSeverities)[number];
export const severityLabels: Record<IncidentSeverity, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
};
export const incidentStatusLabels = {
  pending: "Pending",
  investigating: "Investigating",
  corrected: "Corrected",
} as const;

// Holds -----------------------------------------------------------------------------------------

export const holdTypes = ["product", "material", "equipment"] as const;
export const holdTypeLabels: Record<(typeof holdTypes)[number], string> = {
  product: "Product",
  material: "Material",
  equipment: "Equipment",
};

export const holdReasons = [
  "quality",
  "temperature_excursion",
  "contamination_risk",
  "missing_documentation",
  "maintenance_required",
  "recall_investigation",
  "other",
] as const;
export type HoldReason = (typeof holdReasons)[number];
export const holdReasonLabels: Record<HoldReason, string> = {
  quality: "Quality",
  temperature_excursion: "Temperature excursion",
  contamination_risk: "Contamination risk",
  missing_documentation: "Missing documentation",
  maintenance_required: "Maintenance required",
  recall_investigation: "Recall investigation",
  other: "Other",
};
export const holdStatusLabels = { on_hold: "On Hold", released: "Released" } as const;

export const holdUnits = ["cases", "pallets", "bins", "lb", "kg", "units", "rolls", "bags"] as const;

/** A hold open longer than this many days is flagged (notifications count them). */
export const HOLD_STALE_DAYS = 14;

/** Release authorization levels (spec §6). */
export const releaseAuthorizationLevels = ["qa_manager", "pcqi", "operations_manager"] as const;
export type ReleaseAuthorizationLevel = (typeof releaseAuthorizationLevels)[number];
export const releaseAuthorizationLabels: Record<ReleaseAuthorizationLevel, string> = {
  qa_manager: "QA Manager",
  pcqi: "PCQI",
  operations_manager: "Operations Manager",
};

/**
 * The levels a role may sign a release under: a QA manager as QA Manager, a PCQI as PCQI, an
 * administrator (who runs operations) under any level. Other roles may not release holds at all.
 */
export function releaseLevelsFor(role: AppRole): readonly ReleaseAuthorizationLevel[] {
  switch (role) {
    case "qa_manager":
      return ["qa_manager"];
    case "pcqi":
      return ["pcqi"];
    case "admin":
      return releaseAuthorizationLevels;
    default:
      return [];
  }
}
