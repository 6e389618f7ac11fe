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
