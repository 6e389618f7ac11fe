import { describe, expect, it } from "vitest";
import { englishText, type Message } from "../i18n/message";
import { answersOutsideOptions, gradeQuiz, passes } from "./quiz";

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

describe("answersOutsideOptions", () => {
  it("names each answer past its question's options, and answers to questions that do not exist", () => {
    expect(answersOutsideOptions([3, 2, 4], [0, 1, 3])).toEqual({});
    const english = (found: Record<string, Message>) =>
      Object.fromEntries(Object.entries(found).map(([field, reason]) => [field, englishText(reason)]));
    expect(english(answersOutsideOptions([3, 2, 4], [3, 2, 0]))).toEqual({
      "answers.0": "Choose one of the 3 options (0 to 2)",
      "answers.1": "Choose one of the 2 options (0 to 1)",
    });
    expect(english(answersOutsideOptions([2], [0, 1]))).toEqual({ "answers.1": "There is no such question" });
  });
});
