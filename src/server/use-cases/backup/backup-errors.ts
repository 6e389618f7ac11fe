/** A backup or restore that was refused or could not run; its message is written for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** What a backup file holds, told by its first bytes (a PGlite data-directory dump is a gzip'd tar). */
export function backupKindOf(firstBytes: Buffer): "pglite" | "postgres" | null {
  if (firstBytes[0] === 0x1f && firstBytes[1] === 0x8b) return "pglite";
  if (firstBytes.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
  return null;
}

export const kindNames = { pglite: "the embedded database (PGlite)", postgres: "PostgreSQL" } as const;
