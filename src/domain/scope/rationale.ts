/** Minimum length, after trimming, of an N/A or module-exclusion rationale (spec §5). */
export const MIN_RATIONALE_LENGTH = 10;

export const RATIONALE_TOO_SHORT = `Rationale must be at least ${MIN_RATIONALE_LENGTH} characters`;

export function isValidRationale(rationale: string): boolean {
  return rationale.trim().length >= MIN_RATIONALE_LENGTH;
}

/** The counter under a rationale box: 'Minimum 10 characters (n/10)', n counted after trimming. */
export function rationaleCounter(rationale: string): string {
  return `Minimum ${MIN_RATIONALE_LENGTH} characters (${rationale.trim().length}/${MIN_RATIONALE_LENGTH})`;
}
