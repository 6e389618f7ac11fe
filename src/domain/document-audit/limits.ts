/**
 * How much one document audit reads. A ZIP is unpacked entry by entry and refused as soon as it passes
 * a limit, whatever its headers claim: a ZIP bomb costs bounded work and gets a clear refusal.
 */
export const auditLimits = {
  /** Files in one audit, after unpacking every ZIP. */
  maxFiles: 500,
  /** Bytes of all files together, after unpacking. */
  maxTotalBytes: 200 * 1024 * 1024,
  /** A ZIP may inflate to at most this many times its own size. */
  maxZipRatio: 100,
  /** ZIPs inside ZIPs: an upload (depth 0) may hold ZIPs (1) that hold ZIPs (2), no deeper. */
  maxZipDepth: 2,
} as const;

/** Entries a ZIP carries that are not documents: folders, macOS resource forks, hidden files. */
export function isDocumentEntry(path: string): boolean {
  if (path.endsWith("/")) return false;
  const parts = path.split("/");
  return !parts.some((p) => p === "__MACOSX" || p.startsWith("."));
}
