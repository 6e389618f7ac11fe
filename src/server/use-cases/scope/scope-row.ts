import { and, eq } from "drizzle-orm";
import type { Scope } from "../../../domain/schemas/scope";
import type { Db } from "../../db/client";
import { siteScopes } from "../../db/schema";
import { readStoredScope } from "./load-applied-scope";

export type ScopeRow = typeof siteScopes.$inferSelect;

/** The site's scope row (null before the first save); `forUpdate` locks it for the transaction. */
export async function findScopeRow(
  db: Db,
  organisationId: string,
  siteId: string,
  forUpdate = false,
): Promise<ScopeRow | null> {
  const query = db
    .select()
    .from(siteScopes)
    .where(and(eq(siteScopes.organisationId, organisationId), eq(siteScopes.siteId, siteId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Two scopes are the same when their parsed forms match (jsonb does not keep key order). */
export const sameScope = (a: unknown, b: unknown) =>
  JSON.stringify(readStoredScope(a)) === JSON.stringify(readStoredScope(b));

/** Writes the site's scope row, inserting it on the first save. */
export async function writeScopeRow(
  tx: Db,
  existing: ScopeRow | null,
  values: {
    organisationId: string;
    siteId: string;
    draft: Scope;
    applied?: Scope | null;
    confirmedAt?: Date | null;
    confirmedBy?: string | null;
    updatedBy: string | null;
    updatedAt: Date;
  },
) {
  const { updatedAt: now, ...stored } = values;
  if (existing) {
    await tx
      .update(siteScopes)
      .set({
        draft: values.draft,
        ...(values.applied !== undefined ? { applied: values.applied } : {}),
        ...(values.confirmedAt !== undefined ? { confirmedAt: values.confirmedAt } : {}),
        ...(values.confirmedBy !== undefined ? { confirmedBy: values.confirmedBy } : {}),
        updatedAt: now,
        updatedBy: values.updatedBy,
      })
      .where(eq(siteScopes.id, existing.id));
    return;
  }
  await tx.insert(siteScopes).values({ ...stored, applied: values.applied ?? null, updatedAt: now });
}
