import { type ClassificationRule, classificationRules, MIN_CLASSIFICATION_SCORE } from "./classification-rules";
import type { DocumentKind, ExtractedDocument } from "./contract";

export interface Classification {
  kind: DocumentKind;
  score: number;
}

const TEXT_SAMPLE_CHARS = 20_000;

/** The rule's weight for a document: name and text signals once each, column signals once per header set. */
export function scoreDocument(rule: ClassificationRule, document: ExtractedDocument): number {
  const text = document.passages
    .map((p) => p.text)
    .join("\n")
    .slice(0, TEXT_SAMPLE_CHARS);
  const headers = document.tables.flatMap((t) => t.columns);
  const matches = (pattern: string, value: string) => new RegExp(pattern, "i").test(value);
  // "Preop_Inspection_Log.csv": underscores separate words in file names, so `\blog\b` must see them as breaks.
  const fileName = (document.name.split("/").pop() ?? document.name).replace(/_+/g, " ");
  let score = 0;
  for (const signal of rule.name) if (matches(signal.pattern, fileName)) score += signal.weight;
  for (const signal of rule.text) if (matches(signal.pattern, text)) score += signal.weight;
  for (const signal of rule.columns) if (headers.some((h) => matches(signal.pattern, h))) score += signal.weight;
  return score;
}

/**
 * What a document is, from its name, content and columns: the kind whose rule scores highest, or
 * `other` below MIN_CLASSIFICATION_SCORE. Ties go to the rule listed first.
 */
export function classifyDocument(
  document: ExtractedDocument,
  rules: readonly ClassificationRule[] = classificationRules,
): Classification {
  let best: Classification = { kind: "other", score: 0 };
  for (const rule of rules) {
    const score = scoreDocument(rule, document);
    if (score > best.score) best = { kind: rule.kind, score };
  }
  return best.score >= MIN_CLASSIFICATION_SCORE ? best : { kind: "other", score: best.score };
}
