import { and, eq, sql } from "drizzle-orm";
import type { ColumnMapping } from "../../../domain/imports/header-mapping";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { importMappings } from "../../db/schema";

/**
 * The column mapping an organisation last confirmed for a file layout (issue 19, decision 145), per kind
 * of import (`records:<formId>`, or another importer's own kind). Generic: any importer remembers here.
 */
export async function rememberedMapping(
  db: Db,
  organisationId: string,
  kind: string,
  layoutKey: string,
): Promise<ColumnMapping | null> {
  const [row] = await db
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(
      and(
        eq(importMappings.organisationId, organisationId),
        eq(importMappings.kind, kind),
        eq(importMappings.layoutKey, layoutKey),
      ),
    );
  return row?.mapping ?? null;
}

/** Keeps a confirmed mapping for the layout, in the caller's transaction (the import that used it). */
export async function rememberMapping(
  tx: Db,
  actor: Pick<Actor, "organisationId" | "userId">,
  kind: string,
  layoutKey: string,
  mapping: ColumnMapping,
  now: Date,
) {
  await tx
    .insert(importMappings)
    .values({ organisationId: actor.organisationId, kind, layoutKey, mapping, updatedBy: actor.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [importMappings.organisationId, importMappings.kind, importMappings.layoutKey],
      set: { mapping: sql`excluded.mapping`, updatedBy: actor.userId, updatedAt: now },
    });
}
