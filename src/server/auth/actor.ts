import type { AppLocale } from "../../domain/i18n/locales";
import type { AppRole } from "../../domain/roles";

/** Who is acting: every use-case receives this as `ctx` and scopes every query by its organisation. */
export interface Actor {
  userId: string | null;
  organisationId: string;
  name: string;
  email: string;
  role: AppRole;
  /** When set, the actor may only read and write this site. */
  restrictedSiteId: string | null;
  currentSiteId: string | null;
  sessionTokenHash: string | null;
  /** The organisation requires two-factor for this role and the user has not enrolled: only enrolment is open. */
  twoFactorPending?: boolean;
  /** The language the user chose in her profile (null or absent: none, take the request's Accept-Language). */
  locale?: AppLocale | null;
}
