import { ANSWER_CREDIT } from "../audits/scoring";
import type { Citation, ClauseVerdict, ExtractedDocument, Verdict } from "./contract";
import { quote } from "./evidence-text";

/**
 * The optional language model's part (issue 17): after the rules, a clause they could not decide
 * (`no_evidence` although documents were read) may be put to a model with numbered passages. Its answer
 * counts only if it cites passages it was given; anything else is discarded and the rules' verdict stands.
 * Pure: building the question and checking the answer. The HTTP call lives in the server.
 */

/** A passage put to the model, with the id it must cite. */
export interface OfferedPassage {
  id: string;
  citation: Citation;
  text: string;
}

/** At most this many passages are offered per clause (the most relevant first). */
export const MAX_OFFERED_PASSAGES = 24;
const MAX_PASSAGE_CHARS = 400;

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4)
      .map((w) => w.slice(0, 6)),
  );

/** The passages sharing most words (by their first six letters) with the clause's title; none shared → none offered. */
export function offeredPassages(clauseTitle: string, documents: readonly ExtractedDocument[]): OfferedPassage[] {
  const wanted = words(clauseTitle);
  const scored = documents.flatMap((document) =>
    document.passages.map((passage) => ({
      document,
      passage,
      score: [...words(passage.text)].filter((w) => wanted.has(w)).length,
    })),
  );
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_OFFERED_PASSAGES)
    .map((s, i) => ({
      id: `P${i + 1}`,
      citation: { document: s.document.name, locator: s.passage.locator, quote: quote(s.passage.text) },
      text: s.passage.text.slice(0, MAX_PASSAGE_CHARS),
    }));
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/** The question for one clause: its code and title, and the numbered passages to judge it from. */
export function judgementPrompt(
  clause: { id: string; title: string },
  passages: readonly OfferedPassage[],
): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You are a food-safety auditor. Judge one audit clause only from the numbered passages given. " +
        'Answer with JSON only: {"verdict": "compliant" | "partial" | "non_compliant", "passages": ["P1", ...], "reason": "one sentence"}. ' +
        "Cite every passage your verdict rests on by its id. If the passages do not show the clause met or breached, " +
        'answer {"verdict": "undecided", "passages": [], "reason": "..."}.',
    },
    {
      role: "user",
      content: [
        `Clause ${clause.id}: ${clause.title}`,
        "",
        ...passages.map((p) => `[${p.id}] (${p.citation.document}) ${p.text.replace(/\s+/g, " ")}`),
      ].join("\n"),
    },
  ];
}

const judgedVerdicts = ["compliant", "partial", "non_compliant"] as const;
const credit: Record<(typeof judgedVerdicts)[number], number> = {
  compliant: ANSWER_CREDIT.compliant,
  partial: ANSWER_CREDIT.observation,
  non_compliant: ANSWER_CREDIT.finding,
};

/**
 * The model's answer as the clause's verdict, or null when it must be discarded: not JSON, no verdict the
 * report knows, undecided, no passage cited, or a cited id that was not offered (an invented citation).
 */
export function acceptJudgement(
  clause: ClauseVerdict,
  answer: string,
  passages: readonly OfferedPassage[],
  model: string,
): ClauseVerdict | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ""));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { verdict, passages: cited, reason } = parsed as Record<string, unknown>;
  if (!judgedVerdicts.includes(verdict as (typeof judgedVerdicts)[number])) return null;
  if (!Array.isArray(cited) || cited.length === 0) return null;
  const offered = new Map(passages.map((p) => [p.id, p]));
  if (!cited.every((id) => typeof id === "string" && offered.has(id))) return null;
  const citations = [...new Set(cited as string[])].map((id) => offered.get(id)!.citation);
  const judged = verdict as (typeof judgedVerdicts)[number];
  const values = { model, verdict: judged, reason: typeof reason === "string" ? reason.slice(0, 300) : "" };
  return {
    ...clause,
    verdict: judged satisfies Verdict,
    pointsAwarded: clause.points * credit[judged],
    citations,
    findings: [
      {
        text: { key: "documentAudit:modelJudgement.text", values },
        action: { key: "documentAudit:modelJudgement.action", values },
        citations,
      },
    ],
  };
}
