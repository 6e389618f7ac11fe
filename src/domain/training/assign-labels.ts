/**
 * A role in the Assign Module dialog with how many current employees hold it; while the employees are
 * still loading the count is unknown, and the label says so instead of showing "(0)".
 */
export function roleOptionLabel(roleLabel: string, count: number | undefined): string {
  return count === undefined ? `${roleLabel} (counting…)` : `${roleLabel} (${count})`;
}
