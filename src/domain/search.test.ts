import { describe, expect, it } from "vitest";
import { prefixTsQuery, searchWords, textRank } from "./search";

describe("search helpers", () => {
  it("turns what the user typed into a safe prefix tsquery", () => {
    expect(prefixTsQuery("Temp cooler")).toBe("temp:* & cooler:*");
    expect(prefixTsQuery("OX-25'0412 & | !")).toBe("ox:* & 25:* & 0412:*");
    expect(prefixTsQuery("  &&  ")).toBeNull();
  });

  it("keeps letters of other languages", () => {
    expect(searchWords("Higiene del trabajador — Módulo")).toEqual(["higiene", "del", "trabajador", "módulo"]);
  });

  it("ranks title prefix matches above matches elsewhere and exact titles highest", () => {
    const inTitle = textRank("holds", "Holds", "Records");
    const elsewhere = textRank("records", "Holds", "Records");
    expect(inTitle).toBeGreaterThan(elsewhere);
    expect(elsewhere).toBeGreaterThan(0);
    expect(textRank("temp", "Temperature Log")).toBeGreaterThan(0);
    expect(textRank("zebra", "Temperature Log")).toBe(0);
  });
});
