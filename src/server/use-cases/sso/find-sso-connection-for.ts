import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ssoConnections } from "../../db/schema";

/** The enabled connection that signs in this e-mail domain (no two organisations share a domain). */
export async function findSsoConnectionForDomain(db: Db, domain: string) {
  const [row] = await db
    .select()
    .from(ssoConnections)
    .where(
      and(
        eq(ssoConnections.enabled, true),
        sql`${ssoConnections.allowedDomains} @> ${JSON.stringify([domain])}::jsonb`,
      ),
    )
    .limit(1);
  return row;
}

/** The e-mail's domain, lower-cased. */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();
