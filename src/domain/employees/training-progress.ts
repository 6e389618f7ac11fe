/** Spec §9: training progress of 90 % or more counts as complete. */
export const TRAINING_COMPLETE_PERCENT = 90;

/** Share of an employee's assignments completed, in whole percent; null when nothing is assigned. */
export function trainingProgress(assigned: number, completed: number): number | null {
  if (assigned <= 0) return null;
  return Math.round((Math.min(completed, assigned) / assigned) * 100);
}

export const isTrainingComplete = (progress: number | null) =>
  progress !== null && progress >= TRAINING_COMPLETE_PERCENT;
