import { message, type Message } from "../i18n/message";

/**
 * A module's minimum time (decision 041): a worker must spend at least `minimumMinutes` on a module,
 * measured by the server from opening it at the station to submitting the quiz, before the quiz counts.
 * Earlier, the station keeps the quiz closed and the API refuses the attempt (409): nothing is graded
 * or recorded, so the assignment is not completed until the minimum is met. 0 = no minimum.
 */
export const MAX_MODULE_MINUTES = 240;

/** Whole seconds between two instants, never negative. */
export const secondsBetween = (from: Date, to: Date) => Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));

/** Seconds still to spend before the quiz opens (0 once the minimum is met). */
export function secondsUntilQuiz(minimumMinutes: number, spentSeconds: number): number {
  return Math.max(0, minimumMinutes * 60 - spentSeconds);
}

/** "1 min", "12 min", "1 h 05 min": how the screens state times spent and minimums. */
export function formatMinutes(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (seconds < 60) return `${Math.max(0, seconds)} s`;
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`;
}

/** Why an attempt after `spentSeconds` is refused, or null when the minimum is met. */
export function minimumTimeError(minimumMinutes: number, spentSeconds: number): Message | null {
  const left = secondsUntilQuiz(minimumMinutes, spentSeconds);
  if (left === 0) return null;
  return message(
    "This module takes at least {{minimum}} min: you have spent {{spent}} on it. Keep reading; the quiz opens in {{left}}.",
    { minimum: minimumMinutes, spent: formatMinutes(spentSeconds), left: formatMinutes(left) },
  );
}

/** "21 min spent (minimum 20 min)": a session's time as the matrix, sessions and evidence packs report it. */
export function timeSpentLabel(spentSeconds: number, minimumMinutes: number | null | undefined): string {
  const spent = `${formatMinutes(spentSeconds)} spent`;
  return minimumMinutes ? `${spent} (minimum ${minimumMinutes} min)` : spent;
}
