/** Characters of Windows-1252 beyond Latin-1 that pdfkit's standard fonts (Helvetica) can draw. */
const winAnsiExtras = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
/** Common signs in food-safety records that the standard fonts lack, written as they can draw them. */
const spelled: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "−": "-",
  "✓": "v",
  "✔": "v",
  "✗": "x",
  "✘": "x",
};

/**
 * Text quoted from an uploaded document as the report's standard fonts can draw it: a character they
 * lack would print as unrelated glyphs, so it is spelled out (≤ as <=) or shown as "?".
 */
export function drawableText(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 0;
    if (code === 0x09 || code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += ch;
    else if (winAnsiExtras.has(ch)) out += ch;
    else out += spelled[ch] ?? "?";
  }
  return out;
}
