import { describe, expect, it } from "vitest";
import { gradeQuiz, passes } from "./quiz";

describe("gradeQuiz", () => {
  it("scores the share of answers matching the key", () => {
    expect(gradeQuiz([0, 2, 1, 3], [0, 2, 1, 0])).toEqual({ correct: 3, total: 4, score: 75 });
    expect(gradeQuiz([1, 1, 1], [1, 1, 1])).toEqual({ correct: 3, total: 3, score: 100 });
  });
  it("counts a missing answer as wrong", () => {
    expect(gradeQuiz([1, 0, 2], [1])).toMatchObject({ correct: 1, score: 33 });
  });
  it("passes at or above the pass mark", () => {
    expect(passes(80, 80)).toBe(true);
    expect(passes(79, 80)).toBe(false);
  });
});
