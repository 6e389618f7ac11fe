import { z } from "zod";
import { waterTestIds } from "../records/catalogue";
import { documentKindSchema } from "./contract";

/**
 * What evidence satisfies a clause, as data (issue 17, decision 106). A clause's rule lists requirements;
 * each is judged on the documents of its kinds (and topic) to met / partly / failed / missing, and the
 * clause's verdict combines them. A new scheme adds rules in this shape, not code. Patterns are
 * case-insensitive regular expressions; English and Spanish phrasing sit side by side.
 */
const pattern = z
  .string()
  .min(1)
  .refine((source) => {
    try {
      new RegExp(source, "i");
      return true;
    } catch {
      return false;
    }
  }, "Not a valid regular expression");

/** Ids name elements and fields in findings: `documentAudit:element.<id>` / `field.<id>` must exist. */
const id = z.string().regex(/^[a-z][a-zA-Z]*$/, "An id is camelCase letters");

/** A named part a document must contain, found by its English or its Spanish wording. */
export const evidenceElementSchema = z.object({ id, en: pattern, es: pattern });
/** A table column, found by its header. */
export const evidenceFieldSchema = z.object({ id, header: pattern });

/** Which documents a requirement reads: of these kinds and, when given, about this topic. */
const target = {
  documentKinds: z.array(documentKindSchema).min(1),
  /** Any pattern found in the document's name, its text or its column headers makes it relevant. */
  topic: z.array(pattern).min(1).optional(),
  /** Missing evidence for an optional requirement does not count against the clause (decision 106). */
  optional: z.boolean().default(false),
};

/** A written document (SOP, policy, plan) that names its required elements. */
export const documentRequirementSchema = z.object({
  kind: z.literal("document"),
  ...target,
  elements: z.array(evidenceElementSchema).min(1),
});

/** A table (log, record) whose every row carries these fields. */
export const rowsRequirementSchema = z.object({
  kind: z.literal("rows"),
  ...target,
  fields: z.array(evidenceFieldSchema).min(1),
});

/**
 * Readings against limits, judged by the records' limit rules (`evaluateReadings`): `temperature` against
 * min/max, `water` against the water test's limit (generic E. coli: any detected; free chlorine: below 2 ppm).
 * A reading past its limit fails the clause unless its row records a corrective action; with
 * `breach: "always"` (a failing lab result) it fails the clause whatever the row says.
 */
export const limitsRequirementSchema = z.object({
  kind: z.literal("limits"),
  ...target,
  value: evidenceFieldSchema,
  action: evidenceFieldSchema.optional(),
  breach: z.enum(["unless_corrected", "always"]).default("unless_corrected"),
  reading: z.discriminatedUnion("type", [
    z.object({ type: z.literal("temperature"), minLimit: z.number().optional(), maxLimit: z.number().optional() }),
    z.object({ type: z.literal("water"), test: z.enum(waterTestIds) }),
  ]),
});

/** The newest dated evidence is at most `maxAgeDays` before the audit date; older fails the clause. */
export const recencyRequirementSchema = z.object({
  kind: z.literal("recency"),
  ...target,
  /** The date column of tables; documents without tables are dated by the dates in their text. */
  date: evidenceFieldSchema,
  maxAgeDays: z.int().positive(),
});

/** Entries on every day (working days only, if set) or every week between the first and last date found. */
export const frequencyRequirementSchema = z.object({
  kind: z.literal("frequency"),
  ...target,
  date: evidenceFieldSchema,
  every: z.enum(["day", "working_day", "week"]),
  /** Only dates within this many days before the audit date are read. */
  lookbackDays: z.int().positive().default(365),
});

/**
 * Certificates and letters of guarantee are current: every expiry date (the `expires` column of a table,
 * or a date in a sentence matching `expiresText` of a document without tables) is on or after the audit
 * date. An expired one fails the clause; none found → partly (undated).
 */
export const expiryRequirementSchema = z.object({
  kind: z.literal("expiry"),
  ...target,
  expires: evidenceFieldSchema,
  expiresText: pattern,
});

export const evidenceRequirementSchema = z.discriminatedUnion("kind", [
  documentRequirementSchema,
  rowsRequirementSchema,
  limitsRequirementSchema,
  recencyRequirementSchema,
  frequencyRequirementSchema,
  expiryRequirementSchema,
]);

export const evidenceRuleSchema = z.object({
  clauseId: z.string().min(1),
  requirements: z.array(evidenceRequirementSchema).min(1),
});

/** The rules of one catalogue (by its id), one per clause. */
export const evidenceRuleSetSchema = z
  .object({ catalogueId: z.string().min(1), rules: z.array(evidenceRuleSchema) })
  .refine((set) => new Set(set.rules.map((r) => r.clauseId)).size === set.rules.length, "One rule per clause");

export type EvidenceElement = z.output<typeof evidenceElementSchema>;
export type EvidenceField = z.output<typeof evidenceFieldSchema>;
export type EvidenceRequirement = z.output<typeof evidenceRequirementSchema>;
export type EvidenceRule = z.output<typeof evidenceRuleSchema>;
export type EvidenceRuleSet = z.output<typeof evidenceRuleSetSchema>;
export type EvidenceRuleSetDefinition = z.input<typeof evidenceRuleSetSchema>;
