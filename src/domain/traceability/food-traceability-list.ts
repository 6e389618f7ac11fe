/**
 * The produce categories of FDA's Food Traceability List (FTL: "the list of foods for which additional
 * traceability records are required", designated under FSMA 204(d)(2), 21 CFR 1.1310; the entries'
 * descriptions as FDA revised them in 2024). Clausewise serves produce operations, so the
 * list's other foods (cheeses, shell eggs, nut butters, finfish, crustaceans, mollusks, ready-to-eat deli
 * salads) are left out here. A product names its category itself; `suggestFtlCategory` only proposes one
 * from the commodity's name, so an unknown commodity is "not recognised", never silently "not covered".
 */
export const ftlProduceCategories = [
  "cucumbers",
  "herbs",
  "leafy_greens",
  "leafy_greens_fresh_cut",
  "melons",
  "peppers",
  "sprouts",
  "tomatoes",
  "tropical_tree_fruits",
  "fresh_cut_fruits_vegetables",
] as const;
export type FtlCategory = (typeof ftlProduceCategories)[number];

/** The list's own names, for the sortable spreadsheet and the traceability plan (1.1315). */
export const ftlCategoryNames: Record<FtlCategory, string> = {
  cucumbers: "Cucumbers (fresh)",
  herbs: "Herbs (fresh)",
  leafy_greens: "Leafy greens (fresh)",
  leafy_greens_fresh_cut: "Leafy greens (fresh-cut)",
  melons: "Melons (fresh)",
  peppers: "Peppers (fresh)",
  sprouts: "Sprouts (fresh)",
  tomatoes: "Tomatoes (fresh)",
  tropical_tree_fruits: "Tropical tree fruits (fresh)",
  fresh_cut_fruits_vegetables: "Fresh-cut fruits and vegetables",
};

/** The commodities the list's descriptions name as examples of each whole (not cut) category. */
const examples: Record<Exclude<FtlCategory, "leafy_greens_fresh_cut" | "fresh_cut_fruits_vegetables">, string[]> = {
  cucumbers: ["cucumber"],
  herbs: ["herb", "parsley", "cilantro", "basil"],
  leafy_greens: [
    "lettuce",
    "iceberg",
    "romaine",
    "leaf lettuce",
    "kale",
    "chicory",
    "watercress",
    "chard",
    "arugula",
    "spinach",
    "pak choi",
    "bok choy",
    "sorrel",
    "endive",
    "leafy green",
    "spring mix",
  ],
  melons: ["melon", "cantaloupe", "honeydew", "muskmelon", "watermelon"],
  peppers: ["pepper", "bell pepper", "jalapeno", "jalapeño", "chile", "chili"],
  sprouts: ["sprout"],
  tomatoes: ["tomato"],
  tropical_tree_fruits: ["mango", "papaya", "mamey", "guava", "lychee", "jackfruit", "starfruit", "carambola"],
};

/*
 * What the list's descriptions set apart needs no rule of its own: whole head cabbages, banana and grape
 * leaves, citrus and coconut match no example above, so they are not recognised (null).
 */

/**
 * Produce "rarely consumed raw" (21 CFR 112.2(a)(1)) is exempt from the rule (1.1305(e)) unless it is
 * fresh-cut: dill, peppermint, collards, garden beets (roots and tops) among the list's herbs and greens.
 */
const rarelyConsumedRaw = ["dill", "peppermint", "collard", "beet"];

/** Whole words of a name, lower case: "Romaine Hearts" → ["romaine", "hearts"]. */
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-zñéí]+/)
    .filter(Boolean);
const sameWord = (word: string, name: string) => word === name || word === `${name}s` || word === `${name}es`;

/** Whether a commodity's name holds one of the names as whole words (plurals too): "Roma tomatoes" holds "tomato". */
function mentions(commodity: string, names: readonly string[]): boolean {
  const text = words(commodity);
  return names.some((name) => {
    const parts = words(name);
    return text.some((_, start) =>
      parts.every((part, i) => text[start + i] !== undefined && sameWord(text[start + i]!, part)),
    );
  });
}

/**
 * The FTL category a produce commodity falls in, or null when the name is not one the list describes (or
 * the food is frozen: the produce entries cover fresh food only). Fresh-cut produce is always covered
 * (leafy greens apart from other fruits and vegetables), the exemptions above only apply to whole produce.
 */
export function suggestFtlCategory(food: {
  commodity: string;
  freshCut?: boolean;
  frozen?: boolean;
}): FtlCategory | null {
  if (food.frozen) return null;
  const leafy = mentions(food.commodity, examples.leafy_greens) || mentions(food.commodity, ["collard", "cabbage"]);
  if (food.freshCut) return leafy ? "leafy_greens_fresh_cut" : "fresh_cut_fruits_vegetables";
  if (mentions(food.commodity, rarelyConsumedRaw)) return null;
  for (const [category, names] of Object.entries(examples) as [FtlCategory, string[]][])
    if (mentions(food.commodity, names)) return category;
  return null;
}

/**
 * Whether a product is covered by the rule: its own declaration wins (a product on the list must name its
 * category, see `productSchema`); a product not declared either way is judged from its commodity.
 */
export function isOnFoodTraceabilityList(product: {
  onFoodTraceabilityList?: boolean;
  ftlCategory?: FtlCategory | null;
  commodity: string;
  freshCut?: boolean;
}): boolean {
  if (product.onFoodTraceabilityList !== undefined) return product.onFoodTraceabilityList;
  if (product.ftlCategory) return true;
  return suggestFtlCategory(product) !== null;
}
