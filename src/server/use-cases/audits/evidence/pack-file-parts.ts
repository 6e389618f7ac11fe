import { randomUUID } from "node:crypto";
import { and, eq, notExists, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { evidencePackFileParts, evidencePackFiles } from "../../../db/schema";
import type { PackFile } from "./build-pack";

/**
 * A pack file's bytes are stored and read in parts of this size (decision 174): on PGlite each statement
 * holds the server's thread, about 50 ms per MB written, so a part keeps that to a few milliseconds.
 */
export const PACK_FILE_PART_BYTES = 128 * 1024;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A pack file whose bytes are stored as parts under `id`, before (or without) its row. */
export interface StagedPackFile extends Omit<PackFile, "data"> {
  id: string;
  size: number;
}

type PackKey = { id: string; organisationId: string };

/**
 * Stores each file's bytes as parts under a new file id, one short statement each, outside any transaction
 * (decision 175): on PGlite a transaction holds the one connection, and every other request's statements
 * would wait for the whole pack's bytes. The parts are the pack's only once `insertPackFileRows` names them.
 */
export async function stagePackFiles(db: Db, pack: PackKey, files: PackFile[]): Promise<StagedPackFile[]> {
  const staged: StagedPackFile[] = [];
  for (const { data, ...file } of files) {
    const id = randomUUID();
    // An empty file still has its part 0, so every stored file has one.
    for (let part = 0, offset = 0; part === 0 || offset < data.length; part++, offset += PACK_FILE_PART_BYTES) {
      await db.insert(evidencePackFileParts).values({
        organisationId: pack.organisationId,
        packId: pack.id,
        fileId: id,
        part,
        data: data.subarray(offset, offset + PACK_FILE_PART_BYTES),
      });
      await nextTurn(); // on the server's thread (the demo seed), other requests are served between parts
    }
    staged.push({ ...file, id, size: data.length });
  }
  return staged;
}

/** The staged files' rows, which make their parts the pack's files: in the transaction that marks it ready. */
export async function insertPackFileRows(tx: Db, pack: PackKey, staged: StagedPackFile[], createdAt = new Date()) {
  if (staged.length === 0) return;
  await tx.insert(evidencePackFiles).values(
    staged.map((file) => ({
      id: file.id,
      organisationId: pack.organisationId,
      packId: pack.id,
      kind: file.kind,
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      createdAt,
    })),
  );
}

/** Deletes the pack's parts that no file row names: those of an attempt that lost the race, failed or died. */
export async function sweepStagedParts(db: Db, pack: PackKey) {
  await db
    .delete(evidencePackFileParts)
    .where(
      and(
        eq(evidencePackFileParts.packId, pack.id),
        eq(evidencePackFileParts.organisationId, pack.organisationId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(evidencePackFiles)
            .where(eq(evidencePackFiles.id, evidencePackFileParts.fileId)),
        ),
      ),
    );
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
