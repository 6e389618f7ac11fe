import { z } from "zod";
import { optionalText, text } from "../schemas/record-fields";

/** Limit keys a client may never send: limits come only from the stored form version. */
const limitKey = /limit|^(min|max)$/i;

/**
 * Log forms as data (issue 19, decision 138): a form is a name, a description, the clauses it evidences
 * and its fields. Every edit publishes a new version; a record keeps the version it was made with, and
 * the limits a reading is judged by come only from that stored version.
 */
export const formFieldTypes = ["number", "text", "choice", "pass_fail", "datetime", "signature", "photo"] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

const fieldKey = z
  .string({ error: "Field key is required" })
  .regex(/^[a-z][a-zA-Z0-9_]{0,39}$/, "Field key must start with a letter and use letters, digits or _");
const limit = z.number({ error: "A limit must be a number" }).refine(Number.isFinite, "A limit must be a number");
const optionalLimit = limit.nullable().default(null);

const fieldBase = {
  key: fieldKey,
  label: text("Field label", 1, 120),
  required: z.boolean({ error: "Say whether the field is required" }).default(true),
};

export const numberFieldSchema = z.object({
  ...fieldBase,
  type: z.literal("number"),
  unit: optionalText("Unit", 20),
  min: optionalLimit,
  max: optionalLimit,
  /** Limits that depend on the answer to a choice field (a water test's limit depends on the test). */
  limitsByOption: z
    .object({
      field: fieldKey,
      limits: z.record(z.string(), z.object({ min: optionalLimit, max: optionalLimit })),
    })
    .optional(),
});

export const formFieldSchema = z.discriminatedUnion(
  "type",
  [
    numberFieldSchema,
    z.object({ ...fieldBase, type: z.literal("text") }),
    z.object({
      ...fieldBase,
      type: z.literal("choice"),
      options: z
        .array(text("Option", 1, 80), { error: "Give the options" })
        .min(2, "A choice needs at least 2 options")
        .max(30, "A choice has at most 30 options"),
    }),
    z.object({ ...fieldBase, type: z.literal("pass_fail") }),
    z.object({ ...fieldBase, type: z.literal("datetime") }),
    z.object({ ...fieldBase, type: z.literal("signature") }),
    z.object({ ...fieldBase, type: z.literal("photo") }),
  ],
  { error: `Choose a field type (${formFieldTypes.join(", ")})` },
);
export type FormField = z.infer<typeof formFieldSchema>;
export type NumberField = z.infer<typeof numberFieldSchema>;

const clauseId = z
  .string({ error: "Choose a clause" })
  .trim()
  .regex(/^[0-9A-Z]+\.\d{2}\.\d{2}$/, "Choose a clause");

/** What a form builder sends to create a form or publish its next version. */
export const formDefinitionSchema = z
  .object({
    name: text("Form name", 2, 120),
    description: optionalText("Description", 1000),
    clauseIds: z.array(clauseId).max(20, "Link at most 20 clauses").default([]),
    /** Out of limit or failed: the record must say what was done about it. */
    correctiveActionRequired: z.boolean().default(true),
    fields: z
      .array(formFieldSchema, { error: "Add the form's fields" })
      .min(1, "Add at least one field")
      .max(50, "A form has at most 50 fields"),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.fields.forEach((field, i) => {
      if (seen.has(field.key) || field.key === "correctiveAction")
        ctx.addIssue({ code: "custom", path: ["fields", i, "key"], message: "Each field needs its own key" });
      seen.add(field.key);
      // A reading sent under such a key would be refused as a supplied limit.
      if (limitKey.test(field.key))
        ctx.addIssue({
          code: "custom",
          path: ["fields", i, "key"],
          message: "A field key must not contain “limit” or be min or max",
        });
      if (field.type === "number" && field.min != null && field.max != null && field.min > field.max)
        ctx.addIssue({
          code: "custom",
          path: ["fields", i, "min"],
          message: "The minimum limit must not be above the maximum",
        });
      if (field.type === "choice" && new Set(field.options).size !== field.options.length)
        ctx.addIssue({ code: "custom", path: ["fields", i, "options"], message: "Each option must be different" });
    });
  });
export type FormDefinition = z.infer<typeof formDefinitionSchema>;

/**
 * The first limit a request tries to supply, as a field path (e.g. `readings.minLimit`), or undefined.
 * Walks the whole value, so a limit hidden in a nested object is found too.
 */
export function suppliedLimitField(value: unknown, path: string[] = []): string | undefined {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = suppliedLimitField(item, [...path, String(i)]);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (limitKey.test(key)) return [...path, key].join(".");
    const found = suppliedLimitField(inner, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The limits of a number field for a record's readings (by the chosen option when the field says so). */
export function fieldLimits(
  field: NumberField,
  readings: Record<string, unknown>,
): { min: number | null; max: number | null } {
  if (field.limitsByOption) {
    const option = readings[field.limitsByOption.field];
    const byOption = typeof option === "string" ? field.limitsByOption.limits[option] : undefined;
    if (byOption) return { min: byOption.min ?? null, max: byOption.max ?? null };
  }
  return { min: field.min, max: field.max };
}

export const isOutOfLimits = (value: number, limits: { min: number | null; max: number | null }) =>
  (limits.min != null && value < limits.min) || (limits.max != null && value > limits.max);
