import type { AppLocale } from "../../domain/i18n/locales";
import type { AppRole } from "../../domain/roles";

/** Who is acting: every use-case receives this as `ctx` and scopes every query by its organisation. */
export interface Actor {
  userId: string | null;
  organisationId: string;
  name: string;
  email: string;
  role: AppRole;
  /** When set, the actor may only read and write these sites (never empty); null: every site. */
  restrictedSiteIds: string[] | null;
  currentSiteId: string | null;
  sessionTokenHash: string | null;
  /** The organisation requires two-factor for this role and the user has not enrolled: only enrolment is open. */
  twoFactorPending?: boolean;
  /**
   * The instant this actor acts at, for trusted server callers only (the demo seed writing back-dated
   * history, decision 075). Sessions never set it, so no HTTP request can. Use-cases read the time
   * through `actorNow`, never `new Date()`, and their audit events carry the same instant.
   */
  now?: Date;
  /** The language the user chose in her profile (null or absent: none, take the request's Accept-Language). */
  locale?: AppLocale | null;
}

/** "Now" for a use-case: the actor's given instant (trusted callers) or the clock. */
export const actorNow = (actor: Pick<Actor, "now">): Date => actor.now ?? new Date();
