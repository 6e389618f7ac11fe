/** Turning an approved SOP version into a training module: sections from its text, a default quiz. */
import { message, type Message } from "../i18n/message";

export interface SopTrainingSource {
  title: string;
  body: string;
  version: number;
}

const MAX_SECTION = 5000;
export const MAX_SECTIONS = 12;
/** The training module's own minimum for a section's text (src/domain/schemas/training.ts). */
export const MIN_SECTION_TEXT = 10;

/*
 * The rule (the screens show it in the reader's language, library catalogue `sopTraining.rule`): a numbered
 * heading with text under it (such as "1. Purpose" followed by a paragraph) becomes a section; numbered
 * steps (1., 2., 3. …) that follow one another stay together as one section; text before the first heading
 * is the Overview. A section needs at least MIN_SECTION_TEXT characters and a module at least one section
 * (at most MAX_SECTIONS).
 */

const numbered = (line: string): { n: number; text: string } | null => {
  const match = /^\s*(\d+)\.\s+(\S.{0,110})$/.exec(line);
  return match && line.trim().length <= 80 ? { n: Number(match[1]), text: match[2]!.trim() } : null;
};

/**
 * Splits the procedure into sections by the rule above. A top-level numbered line ("1. Purpose"; "4.1 …"
 * never is one) is a heading when text follows it, or a list that starts again at 1; a line followed by
 * the next number is a step of a list and stays in the text. Text before the first heading becomes
 * "Overview" ("Procedure" when the SOP has no heading at all). Long sections are cut at paragraph
 * breaks to the module's size limit.
 */
export function sopTrainingSections(body: string): { heading: string; body: string }[] {
  const lines = body.split(/\r?\n/);
  const nextTextLine = (from: number) => lines.slice(from).find((l) => l.trim().length > 0);
  // A numbered line followed by the next number is a step of a list; followed by text (or by a list that
  // starts again at 1) it is a heading.
  const isHeading = lines.map((line, i) => {
    const own = numbered(line);
    const next = nextTextLine(i + 1);
    if (!own || next === undefined) return false;
    return numbered(next)?.n !== own.n + 1;
  });
  const hasHeading = isHeading.some(Boolean);
  const sections: { heading: string; lines: string[] }[] = [];
  lines.forEach((line, i) => {
    if (isHeading[i]) sections.push({ heading: numbered(line)!.text, lines: [] });
    else {
      if (sections.length === 0) sections.push({ heading: hasHeading ? "Overview" : "Procedure", lines: [] });
      sections[sections.length - 1]!.lines.push(line);
    }
  });
  const result: { heading: string; body: string }[] = [];
  for (const s of sections) {
    const text = s.lines.join("\n").trim();
    if (text.length < MIN_SECTION_TEXT) continue;
    for (const [i, part] of splitLong(text).entries())
      result.push({ heading: i === 0 ? s.heading : `${s.heading} (cont.)`, body: part });
  }
  return result.slice(0, MAX_SECTIONS);
}

/** Why an approved text cannot become a module (the API's 409), or null when it gives at least one section. */
export function sopTrainingBlocker(body: string): Message | null {
  if (sopTrainingSections(body).length > 0) return null;
  return message(
    "The approved version has no section with at least {{min}} characters of text to train from: write the steps or explanation under its headings, then publish a new version",
    { min: MIN_SECTION_TEXT },
  );
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
