import { describe, expect, it } from "vitest";
import { isOnFoodTraceabilityList, suggestFtlCategory } from "./food-traceability-list";

describe("the Food Traceability List's produce", () => {
  it("recognises the examples the list names, plural or not", () => {
    expect(suggestFtlCategory({ commodity: "Romaine lettuce" })).toBe("leafy_greens");
    expect(suggestFtlCategory({ commodity: "Baby spinach" })).toBe("leafy_greens");
    expect(suggestFtlCategory({ commodity: "Roma tomatoes" })).toBe("tomatoes");
    expect(suggestFtlCategory({ commodity: "Cantaloupe" })).toBe("melons");
    expect(suggestFtlCategory({ commodity: "Jalapeño peppers" })).toBe("peppers");
    expect(suggestFtlCategory({ commodity: "Cilantro" })).toBe("herbs");
    expect(suggestFtlCategory({ commodity: "Mangoes" })).toBe("tropical_tree_fruits");
    expect(suggestFtlCategory({ commodity: "Alfalfa sprouts" })).toBe("sprouts");
    expect(suggestFtlCategory({ commodity: "English cucumber" })).toBe("cucumbers");
  });

  it("leaves out what the list sets apart: head cabbage, citrus, coconut, produce rarely consumed raw", () => {
    expect(suggestFtlCategory({ commodity: "Green cabbage" })).toBeNull();
    expect(suggestFtlCategory({ commodity: "Limes" })).toBeNull();
    expect(suggestFtlCategory({ commodity: "Coconut" })).toBeNull();
    expect(suggestFtlCategory({ commodity: "Dill" })).toBeNull();
    expect(suggestFtlCategory({ commodity: "Collard greens" })).toBeNull();
    // Peppermint is an herb rarely consumed raw (112.2(a)(1)), not a pepper.
    expect(suggestFtlCategory({ commodity: "Peppermint" })).toBeNull();
    expect(suggestFtlCategory({ commodity: "Strawberries" })).toBeNull();
  });

  it("covers every fresh-cut fruit or vegetable, leafy greens in their own entry, and no frozen produce", () => {
    expect(suggestFtlCategory({ commodity: "Collard greens", freshCut: true })).toBe("leafy_greens_fresh_cut");
    expect(suggestFtlCategory({ commodity: "Romaine", freshCut: true })).toBe("leafy_greens_fresh_cut");
    expect(suggestFtlCategory({ commodity: "Strawberries", freshCut: true })).toBe("fresh_cut_fruits_vegetables");
    expect(suggestFtlCategory({ commodity: "Diced onions", freshCut: true })).toBe("fresh_cut_fruits_vegetables");
    expect(suggestFtlCategory({ commodity: "Spinach", frozen: true })).toBeNull();
  });

  it("takes a product's own declaration over the suggestion", () => {
    expect(isOnFoodTraceabilityList({ commodity: "Strawberries", onFoodTraceabilityList: true })).toBe(true);
    expect(isOnFoodTraceabilityList({ commodity: "Romaine lettuce", onFoodTraceabilityList: false })).toBe(false);
    expect(isOnFoodTraceabilityList({ commodity: "House blend", ftlCategory: "herbs" })).toBe(true);
    expect(isOnFoodTraceabilityList({ commodity: "Romaine lettuce" })).toBe(true);
    expect(isOnFoodTraceabilityList({ commodity: "Potatoes" })).toBe(false);
  });
});
