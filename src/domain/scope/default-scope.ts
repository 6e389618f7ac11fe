import { scopeFieldsSchema, type Scope } from "../schemas/scope";

/**
 * A new site's scope: only FSMS_1, no operation flags, allergen program "none", traceability
 * "lot_pallet", empty lists, allowNA true, not confirmed. The values are the schema's defaults.
 */
export function defaultScope(): Scope {
  return scopeFieldsSchema.parse({});
}
