import type { ChatMessage } from "../document-audit/llm-judgement";
import { citationMarkers, type AskCitation, type AskLanguage } from "./understand";

/**
 * The extractive answer (no language model): the fact's lead (citing its records), then each passage as
 * a statement with its citation marker. Markers number the citations in the order returned.
 */
export function extractiveAnswer(
  fact: { lead: string; citations: AskCitation[] } | null,
  passages: AskCitation[],
  passagesLead: string,
): { answer: string; citations: AskCitation[] } {
  const citations: AskCitation[] = [];
  const lines: string[] = [];
  const cite = (c: AskCitation) => {
    const known = citations.findIndex((x) => x.kind === c.kind && x.id === c.id);
    if (known >= 0) return known + 1;
    citations.push(c);
    return citations.length;
  };
  if (fact) {
    const markers = fact.citations.map(cite);
    lines.push(markers.length ? `${fact.lead} ${markers.map((n) => `[${n}]`).join("")}` : fact.lead);
  }
  const statements = passages.filter((p) => !citations.some((c) => c.kind === p.kind && c.id === p.id));
  if (statements.length) {
    if (!fact) lines.push(passagesLead);
    for (const p of statements) lines.push(`- ${p.title}: “${p.quote}” [${cite(p)}]`);
  }
  return { answer: lines.join("\n"), citations };
}

const instructions: Record<AskLanguage, string> = {
  en: "You answer questions about a food-safety programme using ONLY the numbered passages given. Cite every statement with the number of its passage in square brackets, like [2]. If the passages do not answer the question, reply exactly: NO ANSWER. Answer in English, briefly.",
  es: "Responde preguntas sobre un programa de inocuidad alimentaria usando SOLO los pasajes numerados que se dan. Cita cada afirmación con el número de su pasaje entre corchetes, así: [2]. Si los pasajes no responden la pregunta, responde exactamente: NO ANSWER. Responde en español, brevemente.",
};

/** The prompt: the question and the retrieved passages (and the fact's lead as passage 1 when there is one), numbered. */
export function askPrompt(question: string, passages: AskCitation[], language: AskLanguage): ChatMessage[] {
  const numbered = passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.quote}`).join("\n\n");
  return [
    { role: "system", content: instructions[language] },
    { role: "user", content: `Passages:\n\n${numbered}\n\nQuestion: ${question}` },
  ];
}

/**
 * The model's answer kept only when it cites passages it was sent: markers of unknown passages are
 * dropped, and the cited passages become the citations, renumbered in the order first cited. Null when it
 * cites none of them (the caller says "no answer found").
 */
export function acceptWrittenAnswer(
  written: string,
  passages: AskCitation[],
): { answer: string; citations: AskCitation[] } | null {
  const cited = citationMarkers(written).filter((n) => n >= 1 && n <= passages.length);
  if (cited.length === 0) return null;
  const order: number[] = [];
  for (const match of written.matchAll(/\[(\d+(?:\s*,\s*\d+)*)\]/g))
    for (const n of match[1]!.split(",").map((x) => Number(x.trim())))
      if (cited.includes(n) && !order.includes(n)) order.push(n);
  const answer = written
    .replace(/\[(\d+(?:\s*,\s*\d+)*)\]/g, (_all, list: string) => {
      const kept = list
        .split(",")
        .map((x) => Number(x.trim()))
        .filter((n) => order.includes(n))
        .map((n) => `[${order.indexOf(n) + 1}]`);
      return kept.join("");
    })
    .replace(/[ \t]+([.,;:])/g, "$1")
    .trim();
  return { answer, citations: order.map((n) => passages[n - 1]!) };
}
