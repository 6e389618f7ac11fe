import { describe, expect, it } from "vitest";
import { matrixBand, sessionBand } from "./score-bands";

describe("score bands", () => {
  it("colours the matrix 90+ green, 75+ amber, else red", () => {
    expect([100, 90, 89, 75, 74, 0].map(matrixBand)).toEqual(["green", "green", "amber", "amber", "red", "red"]);
  });
  it("bands session scores at 90 and 80", () => {
    expect([95, 90, 85, 80, 79].map(sessionBand)).toEqual(["high", "high", "good", "good", "low"]);
  });
});
