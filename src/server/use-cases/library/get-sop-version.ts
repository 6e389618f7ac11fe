import { and, eq } from "drizzle-orm";
import type { SopVersionView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sopVersions } from "../../db/schema";
import { AppError } from "../../errors";
import { findSop, toVersionView } from "./sop-views";

/** One published version, exactly as it was approved. */
export async function getSopVersion(
  db: Db,
  actor: Actor,
  { id, version }: { id: string; version: number },
): Promise<SopVersionView> {
  const sop = await findSop(db, actor, id);
  const [v] = await db
    .select()
    .from(sopVersions)
    .where(
      and(
        eq(sopVersions.sopId, sop.id),
        eq(sopVersions.organisationId, actor.organisationId),
        eq(sopVersions.version, version),
      ),
    )
    .limit(1);
  if (!v)
    throw new AppError("not_found", "Version {{version}} of this SOP not found", undefined, undefined, { version });
  return toVersionView(v);
}
