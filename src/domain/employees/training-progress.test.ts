import { describe, expect, it } from "vitest";
import { isTrainingComplete, trainingProgress } from "./training-progress";

describe("trainingProgress", () => {
  it("rounds completed over assigned to whole percent", () => {
    expect(trainingProgress(3, 2)).toBe(67);
    expect(trainingProgress(4, 4)).toBe(100);
  });
  it("is null with nothing assigned", () => {
    expect(trainingProgress(0, 0)).toBeNull();
  });
  it("counts 90 % or more as complete (spec §9)", () => {
    expect(isTrainingComplete(90)).toBe(true);
    expect(isTrainingComplete(89)).toBe(false);
    expect(isTrainingComplete(null)).toBe(false);
  });
});
