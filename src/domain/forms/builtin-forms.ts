import {
  preferredClauses,
  type RecordType,
  recordTypeLabels,
  sanitationChecklist,
  waterTests,
} from "../records/catalogue";
import type { FormDefinition, NumberField } from "./form-definition";

/**
 * The four built-in log types as forms (decision 138): version 1 of each is written by the migration that
 * brought forms in (drizzle/0040_log_forms.sql holds the same JSON; a test keeps them equal) and every
 * record made before it points at it. Built-in forms are shared by every organisation and never edited:
 * the temperature reading is judged against ≤ 41 °F (cold holding), a water result against its test's
 * usual limit; other limits are a custom form.
 */
export const builtinFormDefinitions: Record<RecordType, FormDefinition> = {
  temperature: {
    name: recordTypeLabels.temperature,
    description: "Cold-room, cooler and product temperatures against the critical limit.",
    clauseIds: [...preferredClauses.temperature],
    correctiveActionRequired: true,
    fields: [
      { key: "location", label: "Location", type: "text", required: true },
      { key: "reading", label: "Temperature", type: "number", required: true, unit: "°F", min: null, max: 41 },
    ],
  },
  sanitation: {
    name: recordTypeLabels.sanitation,
    description: "Pre-op, mid-shift and post-op sanitation inspection checklist.",
    clauseIds: [...preferredClauses.sanitation],
    correctiveActionRequired: true,
    fields: [
      { key: "area", label: "Area or line", type: "text", required: true },
      {
        key: "shift",
        label: "Inspection",
        type: "choice",
        required: true,
        options: ["pre_op", "mid_shift", "post_op"],
      },
      ...sanitationChecklist.map((item, i) => ({
        key: `check${i + 1}`,
        label: item,
        type: "pass_fail" as const,
        required: true,
      })),
    ],
  },
  water: {
    name: recordTypeLabels.water,
    description: "Water tests against each test's limit.",
    clauseIds: [...preferredClauses.water],
    correctiveActionRequired: true,
    fields: [
      { key: "samplePoint", label: "Sample point", type: "text", required: true },
      { key: "test", label: "Test", type: "choice", required: true, options: Object.keys(waterTests) },
      {
        key: "result",
        label: "Result",
        type: "number",
        required: true,
        unit: "",
        min: null,
        max: null,
        limitsByOption: {
          field: "test",
          limits: Object.fromEntries(
            Object.entries(waterTests).map(([id, test]) => [
              id,
              test.limitKind === "max" ? { min: null, max: test.defaultLimit } : { min: test.defaultLimit, max: null },
            ]),
          ),
        },
      } satisfies NumberField,
    ],
  },
  pest: {
    name: recordTypeLabels.pest,
    description: "Pest-control station checks.",
    clauseIds: [...preferredClauses.pest],
    correctiveActionRequired: true,
    fields: [
      { key: "station", label: "Station", type: "text", required: true },
      { key: "activityFound", label: "No activity found", type: "pass_fail", required: true },
    ],
  },
};
