import { Unzip, UnzipInflate } from "fflate";

/** Most a ZIP-based upload (DOCX) may inflate to, in all, and relative to its own size. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
export const MAX_ZIP_RATIO = 100;
export const MAX_ZIP_ENTRIES = 2000;

export type ZipInspection = { ok: true; entries: string[] } | { ok: false; problem: "damaged" | "bomb" };

/**
 * Reads a ZIP the way a consumer would, inflating every entry but keeping nothing, and stops as soon
 * as the output passes MAX_UNZIPPED_BYTES or MAX_ZIP_RATIO times the ZIP's own size, or the entry
 * count passes MAX_ZIP_ENTRIES: a ZIP bomb is refused after a bounded amount of work, whatever sizes
 * its headers claim. A ZIP that cannot be read to the end is "damaged".
 */
export function inspectZip(bytes: Uint8Array): ZipInspection {
  const budget = Math.min(MAX_UNZIPPED_BYTES, bytes.length * MAX_ZIP_RATIO);
  const entries: string[] = [];
  let inflated = 0;
  let bomb = false;
  let damaged = false;
  const unzip = new Unzip((file) => {
    entries.push(file.name);
    if (entries.length > MAX_ZIP_ENTRIES) bomb = true;
    file.ondata = (error, chunk) => {
      if (error) damaged = true;
      else inflated += chunk.length;
      if (inflated > budget) bomb = true;
      if (bomb || damaged) file.terminate();
    };
    if (!bomb) file.start();
  });
  unzip.register(UnzipInflate);
  const step = 64 * 1024;
  try {
    for (let at = 0; at < bytes.length && !bomb && !damaged; at += step) {
      unzip.push(bytes.subarray(at, at + step), at + step >= bytes.length);
    }
  } catch {
    damaged = true;
  }
  if (bomb) return { ok: false, problem: "bomb" };
  if (damaged || entries.length === 0) return { ok: false, problem: "damaged" };
  return { ok: true, entries };
}
