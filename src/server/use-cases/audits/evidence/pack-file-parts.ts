import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { evidencePackFileParts, evidencePackFiles } from "../../../db/schema";
import type { PackFile } from "./build-pack";

/**
 * A pack file's bytes are stored and read in parts of this size (decision 174): on PGlite each statement
 * holds the server's thread, about 50 ms per MB written, so a part keeps that to a few milliseconds.
 */
export const PACK_FILE_PART_BYTES = 128 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Stores a pack's files, each as its row and its bytes in parts, in the caller's transaction. */
export async function storePackFiles(
  tx: Db,
  pack: { id: string; organisationId: string },
  files: PackFile[],
  createdAt = new Date(),
) {
  const { organisationId } = pack;
  for (const file of files) {
    const [row] = await tx
      .insert(evidencePackFiles)
      .values({
        organisationId,
        packId: pack.id,
        kind: file.kind,
        filename: file.filename,
        contentType: file.contentType,
        size: file.data.length,
        createdAt,
      })
      .returning({ id: evidencePackFiles.id });
    // An empty file still has its part 0, so every stored file has one.
    for (let part = 0, offset = 0; part === 0 || offset < file.data.length; part++, offset += PACK_FILE_PART_BYTES) {
      await tx.insert(evidencePackFileParts).values({
        organisationId,
        fileId: row!.id,
        part,
        data: file.data.subarray(offset, offset + PACK_FILE_PART_BYTES),
      });
      await nextTurn(); // other requests are served between parts
    }
  }
}

/** A stored pack file's bytes, part by part, one short read each. */
export async function* packFileBytes(db: Db, file: { id: string; organisationId: string }): AsyncGenerator<Buffer> {
  for (let part = 0; ; part++) {
    const [row] = await db
      .select({ data: evidencePackFileParts.data })
      .from(evidencePackFileParts)
      .where(
        and(
          eq(evidencePackFileParts.fileId, file.id),
          eq(evidencePackFileParts.part, part),
          eq(evidencePackFileParts.organisationId, file.organisationId),
        ),
      );
    if (!row) return;
    yield row.data;
  }
}
