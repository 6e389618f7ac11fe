import { describe, expect, it } from "vitest";
import { defaultScope } from "./default-scope";
import { addAllergen, addProduct, removeAllergen, removeProduct } from "./text-lists";

describe("products", () => {
  it("adds trimmed entries and ignores blanks and case-insensitive duplicates", () => {
    let scope = addProduct(defaultScope(), "  Leafy Greens ");
    scope = addProduct(addProduct(addProduct(scope, "   "), "leafy greens"), "Dragon Fruit");
    expect(scope.products).toEqual(["Leafy Greens", "Dragon Fruit"]);
  });

  it("ignores an entry longer than the limit", () => {
    expect(addProduct(defaultScope(), "x".repeat(81)).products).toEqual([]);
  });

  it("removes case-insensitively", () => {
    const scope = addProduct(addProduct(defaultScope(), "Melons"), "Berries");
    expect(removeProduct(scope, " melons").products).toEqual(["Berries"]);
  });
});

describe("allergens", () => {
  it("adds named and custom allergens, deduplicated, named ones in their listed spelling", () => {
    let scope = addAllergen(defaultScope(), "tree nuts");
    scope = addAllergen(addAllergen(addAllergen(scope, "Tree Nuts"), " Mustard "), "");
    expect(scope.productFlags.allergensPresent).toEqual(["Tree Nuts", "Mustard"]);
  });

  it("removes an allergen", () => {
    const scope = addAllergen(addAllergen(defaultScope(), "Sesame"), "Celery");
    expect(removeAllergen(scope, "SESAME").productFlags.allergensPresent).toEqual(["Celery"]);
  });
});
