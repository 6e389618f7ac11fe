import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { SignedCheckpoint } from "./checkpoint";

/**
 * The copy of every checkpoint kept outside the database: one JSON object per line, only ever appended
 * (O_APPEND), so rewriting the database alone cannot make it agree. Put it on other storage or ship it
 * elsewhere (see the README); `npm run audit:verify -- --checkpoints <file>` checks the chain against it.
 */
export function appendCheckpoints(file: string, checkpoints: SignedCheckpoint[]) {
  if (checkpoints.length === 0) return;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const lines = checkpoints.map((c) =>
    JSON.stringify({
      organisationId: c.organisationId,
      seq: c.seq,
      hash: c.hash,
      signedAt: c.signedAt,
      keyId: c.keyId,
      signature: c.signature,
    }),
  );
  fs.appendFileSync(file, `${lines.join("\n")}\n`, { mode: 0o600 });
}

const lineSchema = z.object({
  organisationId: z.string(),
  seq: z.number().int().positive(),
  hash: z.string(),
  signedAt: z.string(),
  keyId: z.string(),
  signature: z.string(),
});

/** Reads a checkpoint file; lines that are not checkpoints (e.g. cut short by a crash) are reported, not trusted. */
export function readCheckpointFile(file: string): { checkpoints: SignedCheckpoint[]; badLines: number[] } {
  const checkpoints: SignedCheckpoint[] = [];
  const badLines: number[] = [];
  fs.readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index) => {
      if (line.trim() === "") return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        badLines.push(index + 1);
        return;
      }
      const result = lineSchema.safeParse(parsed);
      if (result.success) checkpoints.push(result.data);
      else badLines.push(index + 1);
    });
  return { checkpoints, badLines };
}
