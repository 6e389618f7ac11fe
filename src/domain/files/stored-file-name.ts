/**
 * Bidirectional formatting characters (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069) make a name
 * display differently from what it is ("invoice‮fdp.exe" shows as "invoiceexe.pdf"): they are removed.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is stored under: bidirectional controls removed; path separators, quotes and control
 * characters become "_"; the last 200 characters are kept; an empty name becomes "file".
 */
export function storedFileName(name: string): string {
  return (
    Array.from(name.replace(BIDI_CONTROLS, ""), (c) =>
      c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === "/" || c === "\\" || c === '"' ? "_" : c,
    )
      .join("")
      .slice(-200) || "file"
  );
}
