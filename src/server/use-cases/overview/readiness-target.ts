import { and, eq } from "drizzle-orm";
import { DEFAULT_READINESS_TARGET } from "../../../domain/overview/work-items";
import type { Db } from "../../db/client";
import { readinessTargets } from "../../db/schema";

/** The stored readiness target of a site (sites.id), DEFAULT_READINESS_TARGET when none is stored. */
export async function readinessTarget(db: Db, organisationId: string, siteId: string): Promise<number> {
  const [row] = await db
    .select({ target: readinessTargets.target })
    .from(readinessTargets)
    .where(and(eq(readinessTargets.organisationId, organisationId), eq(readinessTargets.siteId, siteId)))
    .limit(1);
  return row?.target ?? DEFAULT_READINESS_TARGET;
}
