import { describe, expect, it } from "vitest";
import { clauseTexts, lookupClauseText } from "./clause-texts";
import { sampleClauseResults } from "./clause-results";
import { sampleFindings } from "./findings";

describe("clause texts", () => {
  it("covers 13 clause numbers from 1.01.01 to 8.01.01", () => {
    const ids = Object.keys(clauseTexts);
    expect(ids).toHaveLength(13);
    expect(ids[0]).toBe("1.01.01");
    expect(ids.at(-1)).toBe("8.01.01");
  });

  it("has text for every clause the demo results and findings show", () => {
    for (const { clause } of [...sampleClauseResults, ...sampleFindings])
      expect(lookupClauseText(clause)).toBeDefined();
  });

  it("knows nothing of other numbers, including inherited property names", () => {
    expect(lookupClauseText("9.99.99")).toBeUndefined();
    expect(lookupClauseText("toString")).toBeUndefined();
  });
});
