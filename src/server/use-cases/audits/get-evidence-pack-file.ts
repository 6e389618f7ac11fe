import { and, eq } from "drizzle-orm";
import { packDownloadable } from "../../../domain/audits";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { evidencePackFiles } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { findEvidencePack } from "./audit-rows";
import { packFileBytes } from "./evidence/pack-file-parts";

/** One generated file of a ready pack, and its bytes read part by part (409 while the pack is not ready). */
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
    .select({
      id: evidencePackFiles.id,
      organisationId: evidencePackFiles.organisationId,
      kind: evidencePackFiles.kind,
      filename: evidencePackFiles.filename,
      contentType: evidencePackFiles.contentType,
      size: evidencePackFiles.size,
    })
    .from(evidencePackFiles)
    .where(
      and(
        eq(evidencePackFiles.id, fileId),
        eq(evidencePackFiles.packId, packId),
        eq(evidencePackFiles.organisationId, actor.organisationId),
      ),
    );
  if (!file) throw notFound("File");
  return { ...file, bytes: packFileBytes(db, file) };
}
