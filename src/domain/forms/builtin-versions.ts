import { type Message, message } from "../i18n/message";
import { type RecordType, recordTypes } from "../records/catalogue";
import { builtinFormDefinitions } from "./builtin-forms";
import type { FormDefinition, FormField } from "./form-definition";

export const isBuiltinFormId = (id: string): id is RecordType => (recordTypes as readonly string[]).includes(id);

/** What of a field a new version of a built-in form must keep: its key, type, unit and options. */
function shape(field: FormField) {
  return {
    key: field.key,
    type: field.type,
    unit: field.type === "number" ? (field.unit ?? "") : undefined,
    options: field.type === "choice" ? field.options : undefined,
    byOption: field.type === "number" ? field.limitsByOption?.field : undefined,
    optionKeys: field.type === "number" ? Object.keys(field.limitsByOption?.limits ?? {}).sort() : undefined,
  };
}

/**
 * Why a definition cannot be a new version of a built-in form (field path → reason), or an empty object.
 * A built-in type's records are stored in its own readings shape, which its fields describe: a new
 * version keeps every field's key, type, unit and options in the same order. Its name, description and
 * labels are the catalogue's, shown in each reader's language, so they stay too (a label of one
 * organisation's own would be stored and never shown). It may change the clauses, whether a field is
 * required, the limits and the corrective action rule.
 */
export function builtinVersionProblems(type: RecordType, definition: FormDefinition): Record<string, Message> {
  const original = builtinFormDefinitions[type];
  const builtin = original.fields;
  if (definition.fields.length !== builtin.length)
    return { fields: message("A built-in form keeps its {{total}} fields", { total: builtin.length }) };
  const problems: Record<string, Message> = {};
  const wording = message("A built-in form keeps its wording, shown in each reader's language");
  if (definition.name !== original.name) problems.name = wording;
  if ((definition.description ?? "") !== (original.description ?? "")) problems.description = wording;
  builtin.forEach((field, i) => {
    const given = shape(definition.fields[i]!);
    const kept = shape(field);
    if (given.key !== kept.key || given.type !== kept.type)
      problems[`fields.${i}.key`] = message("A built-in form keeps its fields: change only their limits");
    else if (given.unit !== kept.unit)
      problems[`fields.${i}.unit`] = message("A built-in form keeps the unit of its fields");
    else if (JSON.stringify(given.options) !== JSON.stringify(kept.options))
      problems[`fields.${i}.options`] = message("A built-in form keeps the options of its fields");
    else if (given.byOption !== kept.byOption || JSON.stringify(given.optionKeys) !== JSON.stringify(kept.optionKeys))
      problems[`fields.${i}.limitsByOption`] = message("A built-in form keeps a limit for each option");
    else if (definition.fields[i]!.label !== field.label) problems[`fields.${i}.label`] = wording;
  });
  return problems;
}
