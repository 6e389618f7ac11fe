import { z } from "zod";
import { OPERATION_FLAGS, type OperationFlag } from "../catalogue/operations";

/** The nine named allergens of the scope wizard; custom allergens may be added beside them. */
export const NAMED_ALLERGENS = [
  "Dairy",
  "Eggs",
  "Fish",
  "Shellfish",
  "Tree Nuts",
  "Peanuts",
  "Wheat",
  "Soybeans",
  "Sesame",
] as const;

/** Limits of the free-text lists; the wizard's inputs use the same numbers. */
export const TEXT_LIMITS = {
  productLength: 80,
  products: 50,
  allergenLength: 60,
  allergens: 40,
} as const;

export const allergenProgramSchema = z.enum(["none", "dedicated", "changeover"]);
export const waterSourceSchema = z.enum(["municipal", "well", "surface", "recycled"]);
export const sanitationShiftSchema = z.enum(["preop", "midshift", "postop"]);
export const calibrationKindSchema = z.enum(["scales", "thermometers", "metalDetectors", "other"]);
export const trainingModalitySchema = z.enum(["kiosk", "mobile", "classroom"]);
export const pestControlSchema = z.enum(["internal", "thirdParty"]);
export const traceabilityDepthSchema = z.enum(["lot_pallet", "pallet_case", "case_item"]);

/** A list with no value twice (compared by `key`); a repeat is reported at its own index. */
function uniqueList<T extends z.ZodType>(item: T, max: number, key: (value: z.output<T>) => string = String) {
  return z
    .array(item)
    .max(max)
    .default([])
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        const k = key(value);
        if (seen.has(k)) ctx.addIssue({ code: "custom", message: `Duplicate entry: ${String(value)}`, path: [index] });
        seen.add(k);
      });
    });
}

const caseInsensitive = (value: string) => value.toLowerCase();
const label = (max: number) => z.string().trim().min(1, "Must not be blank").max(max);
const isoTimestamp = z.iso.datetime({ offset: true });
const flag = z.boolean().default(false);

const flagsSchema = z.object(
  Object.fromEntries(OPERATION_FLAGS.map((f) => [f, flag])) as Record<OperationFlag, typeof flag>,
);

const processesSchema = z.object({
  wash: flag,
  pack: flag,
  cut: flag,
  ripen: flag,
  metalDetection: flag,
  crossdock: flag,
  longterm: flag,
  export: flag,
  allergens: allergenProgramSchema.default("none"),
});

const activitiesSchema = z.object({
  water: uniqueList(waterSourceSchema, 4),
  sanitation: uniqueList(sanitationShiftSchema, 3),
  calibration: uniqueList(calibrationKindSchema, 4),
  training: uniqueList(trainingModalitySchema, 3),
  envMonitoring: flag,
  pestControl: pestControlSchema.default("internal"),
  supplierApproval: flag,
  traceabilityDepth: traceabilityDepthSchema.default("lot_pallet"),
});

const productFlagsSchema = z.object({
  fsma204HighRisk: flag,
  allergensPresent: uniqueList(label(TEXT_LIMITS.allergenLength), TEXT_LIMITS.allergens, caseInsensitive),
});

/** Rationale length (≥ 10 after trimming) is a scope rule checked in validateScope. */
const rationale = z.string().trim().max(1000);

const naOverrideSchema = z.object({ clauseId: z.string().trim().min(1).max(20), rationale, updatedAt: isoTimestamp });
const moduleOverrideSchema = z.object({
  moduleId: z.string().trim().min(1).max(40),
  rationale,
  updatedAt: isoTimestamp,
});

/**
 * Site scope fields (product spec §3) without the cross-field rules. `siteId` is not part of the body:
 * it comes from the route, and unknown keys are stripped. Every field has a default, so `{}` parses
 * to the default scope.
 */
export const scopeFieldsSchema = z.object({
  modules: z.array(z.string().trim().min(1).max(40)).max(20).default(["FSMS_1"]),
  flags: flagsSchema.prefault({}),
  processes: processesSchema.prefault({}),
  products: uniqueList(label(TEXT_LIMITS.productLength), TEXT_LIMITS.products, caseInsensitive),
  activities: activitiesSchema.prefault({}),
  productFlags: productFlagsSchema.prefault({}),
  naOverrides: z.array(naOverrideSchema).max(200).default([]),
  moduleOverrides: z.array(moduleOverrideSchema).max(20).default([]),
  allowNA: z.boolean().default(true),
  confirmedAt: isoTimestamp.nullable().default(null),
});

// Types come from the fields schema: scopeSchema's refinement (schemas/scope.ts) itself takes a Scope.
/** What a client sends. */
export type ScopeInput = z.input<typeof scopeFieldsSchema>;
/** A parsed Site scope (valid when it came through scopeSchema). */
export type Scope = z.output<typeof scopeFieldsSchema>;
export type ScopeFlags = Scope["flags"];
export type ScopeProcesses = Scope["processes"];
export type ScopeActivities = Scope["activities"];
export type AllergenProgram = z.output<typeof allergenProgramSchema>;
export type NaOverride = Scope["naOverrides"][number];
export type ModuleOverride = Scope["moduleOverrides"][number];
