import { message, type Message } from "../i18n/message";

/** Whole-percent score of an attempt: answers compared one by one with the answer key. */
export function gradeQuiz(
  answerKey: readonly number[],
  answers: readonly number[],
): { correct: number; total: number; score: number } {
  const total = answerKey.length;
  const correct = answerKey.filter((answer, i) => answers[i] === answer).length;
  return { correct, total, score: total === 0 ? 0 : Math.round((correct / total) * 100) };
}

/** An attempt passes when its score reaches the module's pass mark. */
export const passes = (score: number, passMark: number) => score >= passMark;

/**
 * Answers that are not one of their question's options (`optionCounts[i]` options, indexes from 0),
 * by field path `answers.i` — refused with a 400, never graded as a silent "wrong".
 */
export function answersOutsideOptions(optionCounts: readonly number[], answers: readonly number[]) {
  const problems: Record<string, Message> = {};
  answers.forEach((answer, i) => {
    const count = optionCounts[i];
    if (count === undefined) problems[`answers.${i}`] = message("There is no such question");
    else if (answer >= count)
      problems[`answers.${i}`] = message("Choose one of the {{count}} options (0 to {{last}})", {
        count,
        last: count - 1,
      });
  });
  return problems;
}
