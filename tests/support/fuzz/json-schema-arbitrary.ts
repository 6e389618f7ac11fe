import fc from "fast-check";
import { utcDate } from "../../../src/domain/dates";

/** The part of JSON Schema (draft 2020-12, as `z.toJSONSchema()` writes it) that the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
}

/** Realistic values for fields by name (existing ids, slugs, clause ids), mixed in with generated ones. */
export type FieldHints = Record<string, readonly unknown[]>;

const MAX_TEXT = 80;
const isoDate = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2031-12-31T00:00:00Z"), noInvalidDate: true })
  .map(utcDate);
const isoDateTime = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2031-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case "uuid":
      return fc.uuid();
    case "date":
      return isoDate;
    case "date-time":
      return isoDateTime;
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, minLength + MAX_TEXT));
  if (schema.pattern?.includes("\\d{4}-\\d{2}-\\d{2}"))
    return fc.oneof(isoDate, fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // a pattern fast-check cannot generate from: fall through to plain text
    }
  }
  return fc.string({ unit: "grapheme", minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e6);
  const lo = Math.max(min, -Number.MAX_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  if (integer) return fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) });
  return fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/**
 * A fast-check arbitrary of values that match a JSON Schema — mostly valid input for the zod schema
 * it was derived from (refinements such as "a real clause id" are not in JSON Schema, so some values
 * are still refused, which is as useful to send). `hints` mixes known-good values in by field name.
 */
export function arbitraryFromJsonSchema(root: JsonSchema, hints: FieldHints = {}): fc.Arbitrary<unknown> {
  const defs = root.$defs ?? {};
  const build = (schema: JsonSchema, depth: number): fc.Arbitrary<unknown> => {
    if (depth > 8) return fc.constant(null);
    if (schema.$ref) {
      const target = defs[schema.$ref.replace(/^#\/\$defs\//, "")];
      return target ? build(target, depth + 1) : fc.jsonValue();
    }
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const choices = schema.anyOf ?? schema.oneOf;
    if (choices) return fc.oneof(...choices.map((c) => build(c, depth + 1)));
    if (schema.allOf?.[0]) return build(schema.allOf[0], depth + 1);
    const types = schema.type === undefined ? [] : [schema.type].flat();
    if (types.length > 1) return fc.oneof(...types.map((type) => build({ ...schema, type }, depth)));
    switch (types[0]) {
      case "string":
        return stringArbitrary(schema);
      case "integer":
        return numberArbitrary(schema, true);
      case "number":
        return numberArbitrary(schema, false);
      case "boolean":
        return fc.boolean();
      case "null":
        return fc.constant(null);
      case "array": {
        const minLength = schema.minItems ?? 0;
        const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 6, minLength + 6));
        if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => build(s, depth + 1)));
        return fc.array(schema.items ? build(schema.items, depth + 1) : fc.jsonValue(), { minLength, maxLength });
      }
      case "object": {
        const properties = Object.entries(schema.properties ?? {});
        if (properties.length === 0 && schema.propertyNames && typeof schema.additionalProperties === "object") {
          return fc.dictionary(
            build(schema.propertyNames, depth + 1) as fc.Arbitrary<string>,
            build(schema.additionalProperties, depth + 1),
            { maxKeys: 4 },
          );
        }
        const required = new Set(schema.required ?? []);
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, property] of properties) {
          const generated = build(property, depth + 1);
          const hinted = hints[key];
          model[key] = hinted?.length ? fc.oneof(fc.constantFrom(...hinted), generated) : generated;
        }
        const requiredKeys = properties.map(([key]) => key).filter((key) => required.has(key));
        return fc.record(model, { requiredKeys });
      }
    }
    return fc.jsonValue();
  };
  return build(root, 0);
}
