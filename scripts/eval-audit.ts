/**
 * `npm run eval:audit`: runs the document audit engine over the labelled corpus (tests/fixtures/audit-corpus,
 * OCR cases included) and prints verdict accuracy over every labelled clause, the precision and recall of
 * `non_compliant`, a confusion table (labels down, engine across) and each disagreement. Decision 110.
 */
import { verdicts } from "../src/domain/document-audit/contract";
import { type LabelledVerdict, verdictAccuracy } from "../src/domain/document-audit/verdict-accuracy";
import { auditCorpusCase, loadCorpus } from "../src/server/document-audit/corpus/audit-corpus";
import { OcrSession } from "../src/server/document-audit/extract/ocr-session";
import { llmJudgeFromEnv } from "../src/server/document-audit/llm-judge";

const ocr = new OcrSession();
// With LLM_BASE_URL and LLM_MODEL set, the model judges what the rules leave undecided, and is measured too.
const judge = llmJudgeFromEnv();
const labelled: LabelledVerdict[] = [];
const cases = await loadCorpus();
try {
  for (const corpusCase of cases) labelled.push(...(await auditCorpusCase(corpusCase, ocr, judge)));
} finally {
  await ocr.close();
}

const result = verdictAccuracy(labelled);
const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)} %`);
const documents = cases.reduce((n, c) => n + c.files.length, 0);
console.log(
  `\nDocument audit accuracy: ${cases.length} cases, ${documents} documents, ${result.total} labelled clauses`,
);
console.log(`  rules${judge ? `, then the language model ${judge.model}` : " only (LLM_BASE_URL / LLM_MODEL unset)"}`);
console.log(`  verdict accuracy          ${percent(result.accuracy)} (${result.correct} of ${result.total})`);
console.log(`  non_compliant precision   ${percent(result.nonCompliantPrecision)}`);
console.log(`  non_compliant recall      ${percent(result.nonCompliantRecall)}`);

const width = Math.max(...verdicts.map((v) => v.length));
console.log(`\nConfusion (rows: label, columns: engine)`);
console.log(`${"".padEnd(width)} | ${verdicts.map((v) => v.padStart(width)).join(" | ")}`);
for (const expected of verdicts)
  console.log(
    `${expected.padEnd(width)} | ${verdicts.map((actual) => String(result.confusion[expected][actual]).padStart(width)).join(" | ")}`,
  );

const wrong = labelled.filter((l) => l.expected !== l.actual);
if (wrong.length > 0) {
  console.log("\nDisagreements");
  for (const w of wrong) console.log(`  ${w.caseId} ${w.clauseId}: labelled ${w.expected}, engine ${w.actual}`);
}
console.log("");
