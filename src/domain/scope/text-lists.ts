import { NAMED_ALLERGENS, TEXT_LIMITS, type Scope } from "../schemas/scope";

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * `list` with `entry` added, trimmed: blank, duplicate (case-insensitive), over-long entries and
 * entries past the list's limit are ignored (the inputs enforce the limits, so these never show).
 */
function withEntry(list: string[], entry: string, maxLength: number, maxItems: number): string[] {
  const value = entry.trim();
  if (!value || value.length > maxLength || list.length >= maxItems || list.some((v) => same(v, value))) return list;
  return [...list, value];
}

const withoutEntry = (list: string[], entry: string) => list.filter((v) => !same(v, entry.trim()));

export function addProduct(scope: Scope, product: string): Scope {
  const products = withEntry(scope.products, product, TEXT_LIMITS.productLength, TEXT_LIMITS.products);
  return products === scope.products ? scope : { ...scope, products };
}

export function removeProduct(scope: Scope, product: string): Scope {
  return { ...scope, products: withoutEntry(scope.products, product) };
}

/** Adds a named or custom allergen; a named one typed in another case takes its listed spelling. */
export function addAllergen(scope: Scope, allergen: string): Scope {
  const named = NAMED_ALLERGENS.find((n) => same(n, allergen.trim()));
  const list = scope.productFlags.allergensPresent;
  const allergensPresent = withEntry(list, named ?? allergen, TEXT_LIMITS.allergenLength, TEXT_LIMITS.allergens);
  return allergensPresent === list ? scope : { ...scope, productFlags: { ...scope.productFlags, allergensPresent } };
}

export function removeAllergen(scope: Scope, allergen: string): Scope {
  const allergensPresent = withoutEntry(scope.productFlags.allergensPresent, allergen);
  return { ...scope, productFlags: { ...scope.productFlags, allergensPresent } };
}
