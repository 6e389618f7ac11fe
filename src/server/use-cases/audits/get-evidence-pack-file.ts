import { and, eq } from "drizzle-orm";
import { packDownloadable } from "../../../domain/audits";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { evidencePackFiles } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { findEvidencePack } from "./audit-rows";

/** One generated file of a ready pack, with its bytes (409 while the pack is not ready). */
export async function getEvidencePackFile(
  db: Db,
  actor: Actor,
  { packId, fileId }: { packId: string; fileId: string },
) {
  const pack = await findEvidencePack(db, actor, packId);
  if (!packDownloadable(pack.status))
    throw new AppError(
      "conflict",
      "This evidence pack is {{status}}; download it once it is ready",
      undefined,
      undefined,
      { status: pack.status },
    );
  const [file] = await db
    .select()
    .from(evidencePackFiles)
    .where(
      and(
        eq(evidencePackFiles.id, fileId),
        eq(evidencePackFiles.packId, packId),
        eq(evidencePackFiles.organisationId, actor.organisationId),
      ),
    );
  if (!file) throw notFound("File");
  return file;
}
