/** Days before expiry from which a certification is flagged as expiring. */
import { daysBetween } from "../dates";
export const CERTIFICATION_WARNING_DAYS = 30;

export type CertificationState = "valid" | "expiring" | "expired" | "no_expiry";

/** Whether a certification is still valid on `today` (both YYYY-MM-DD): expired the day after it expires. */
export function certificationState(expires: string | null | undefined, today: string): CertificationState {
  if (!expires) return "no_expiry";
  const daysLeft = daysBetween(today, expires);
  if (daysLeft < 0) return "expired";
  if (daysLeft <= CERTIFICATION_WARNING_DAYS) return "expiring";
  return "valid";
}
