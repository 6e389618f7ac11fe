/** Turning an approved SOP version into a training module: sections from its text, a default quiz. */
export interface SopTrainingSource {
  title: string;
  body: string;
  version: number;
}

const MAX_SECTION = 5000;

/**
 * Splits the procedure at top-level numbered headings ("1. Purpose"; steps like "4.1 …" stay in) into sections; text before the first
 * heading becomes "Overview". Long sections are cut at paragraph breaks to the module's size limit.
 */
export function sopTrainingSections(body: string): { heading: string; body: string }[] {
  const sections: { heading: string; lines: string[] }[] = [];
  for (const line of body.split(/\r?\n/)) {
    const heading = /^\s*\d+\.\s+(\S.{0,110})$/.exec(line);
    if (heading && line.trim().length <= 80) sections.push({ heading: heading[1]!.trim(), lines: [] });
    else {
      if (sections.length === 0) sections.push({ heading: "Overview", lines: [] });
      sections[sections.length - 1]!.lines.push(line);
    }
  }
  const result: { heading: string; body: string }[] = [];
  for (const s of sections) {
    const text = s.lines.join("\n").trim();
    if (text.length < 10) continue;
    for (const [i, part] of splitLong(text).entries())
      result.push({ heading: i === 0 ? s.heading : `${s.heading} (cont.)`, body: part });
  }
  return result.slice(0, 12);
}

function splitLong(text: string): string[] {
  if (text.length <= MAX_SECTION) return [text];
  const parts: string[] = [];
  let current = "";
  for (const paragraph of text.split(/\n\s*\n/)) {
    const next = current ? `${current}\n\n${paragraph}` : paragraph;
    if (next.length > MAX_SECTION && current) {
      parts.push(current);
      current = paragraph.slice(0, MAX_SECTION);
    } else current = next.slice(0, MAX_SECTION);
  }
  if (current) parts.push(current);
  return parts;
}

/** Reading time plus practice: about 120 words a minute, plus 10 minutes, between 10 and 60. */
export function sopTrainingMinutes(body: string): number {
  const words = body.trim().split(/\s+/).filter(Boolean).length;
  return Math.min(60, Math.max(10, Math.round(words / 120) + 10));
}

/** The dialog's starting values; the user may change every one before creating the module. */
export function sopTrainingDefaults(sop: SopTrainingSource) {
  return {
    title: `${sop.title} Training`.slice(0, 120),
    durationMinutes: sopTrainingMinutes(sop.body),
    passMark: 80,
    question: {
      prompt: `Where do you find the steps you must follow for "${sop.title}"?`.slice(0, 300),
      options: [
        `In the current approved version (v${sop.version}.0) of the SOP`,
        "In an earlier printed copy kept at the station",
        "From what a co-worker remembers of it",
      ],
      correctIndex: 0,
    },
  };
}
