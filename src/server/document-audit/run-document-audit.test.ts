import { afterAll, describe, expect, it } from "vitest";
import { auditStages } from "../../domain/document-audit/contract";
import { defaultScope } from "../../domain/scope";
import { OcrSession } from "./extract/ocr-session";
import { makeCsv, makePdf } from "./make-documents";
import { renderReportClauses } from "./render-report";
import { runDocumentAudit } from "./run-document-audit";

const ocr = new OcrSession();
afterAll(() => ocr.close());

const training = makeCsv([
  ["Date", "Topic", "Attendee", "Trainer", "Language"],
  ["2026-10-02", "Worker hygiene and handwashing", "M. Ortega", "L. Chen", "Spanish"],
  ["2026-10-02", "Worker hygiene and handwashing", "J. Ruiz", "", "Spanish"],
]);

async function files() {
  const policy = await makePdf([["Food Safety Policy", "Management is committed to producing safe food."]]);
  return [
    { name: "Training_Records.csv", bytes: training },
    { name: "Policy.pdf", bytes: policy },
    { name: "Broken.pdf", bytes: policy.subarray(0, 150) },
  ];
}

describe("running a document audit over files in memory", () => {
  it("reports every stage in order, lists unreadable files and judges the readable ones", async () => {
    const seen: { stage: string; progress: number }[] = [];
    const run = await runDocumentAudit(await files(), defaultScope(), {
      auditDate: "2026-11-20",
      ocr,
      onStage: (stage, progress) => void seen.push({ stage, progress }),
    });
    expect([...new Set(seen.map((s) => s.stage))]).toEqual([...auditStages]);
    const progress = seen.map((s) => s.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.every((p) => p >= 0 && p < 1)).toBe(true);

    const { report } = run;
    expect(report.unreadable).toEqual([{ name: "Broken.pdf", reason: "damaged" }]);
    expect(report.documents.map((d) => [d.name, d.kind, d.source, d.passageCount])).toEqual([
      ["Training_Records.csv", "training_record", "upload", 2],
      ["Policy.pdf", "policy", "upload", 2],
    ]);
    const trainingClause = report.clauses.find((c) => c.clauseId === "4.01.03");
    expect(trainingClause).toMatchObject({ code: "4.01.03", verdict: "partial" });
    expect(trainingClause?.citations.some((c) => c.document === "Training_Records.csv")).toBe(true);
    // Default scope: FSMS only, so a harvest clause is not applicable.
    const harvest = report.clauses.filter((c) => c.clauseId.startsWith("7."));
    expect(harvest.length).toBeGreaterThan(0);
    expect(harvest.every((c) => c.verdict === "not_applicable")).toBe(true);
    // The score is earned over possible points of the applicable clauses.
    const counted = report.clauses.filter((c) => c.verdict !== "not_applicable");
    const possible = counted.reduce((sum, c) => sum + c.points, 0);
    const earned = counted.reduce((sum, c) => sum + c.pointsAwarded, 0);
    expect(report.points).toBe(possible);
    expect(report.pointsAwarded).toBe(earned);
    expect(report.score).toBeCloseTo((earned / possible) * 100, 1);
  });

  it("renders titles and findings in the reader's language with the cited document's id", async () => {
    const run = await runDocumentAudit(await files(), defaultScope(), { auditDate: "2026-11-20", ocr });
    const trainingId = run.documents.find((d) => d.name === "Training_Records.csv")?.id;
    const [en, es] = (["en", "es"] as const).map((locale) =>
      renderReportClauses(run.report, locale).find((c) => c.clauseId === "4.01.03"),
    );
    const finding = en?.findings.find((f) => f.citations.some((c) => c.documentId === trainingId));
    expect(finding?.text).toContain("Training_Records.csv");
    expect(finding?.citations[0]?.locator).toEqual({ kind: "row", row: 3 });
    expect(es?.findings[0]?.text).not.toEqual(en?.findings[0]?.text);
    // The clause's title too (decision 127): the catalogue's Spanish beside its English.
    expect(en?.title).toBe("Training records maintained");
    expect(es?.title).toBe("Registros de capacitación mantenidos");
  });

  it("leaves clauses the site marked N/A out of the score", async () => {
    const scope = {
      ...defaultScope(),
      naOverrides: [
        { clauseId: "4.01.03", rationale: "Training is done by the group", updatedAt: "2026-11-01T00:00:00Z" },
      ],
    };
    const { report } = await runDocumentAudit(await files(), scope, { auditDate: "2026-11-20", ocr });
    expect(report.clauses.find((c) => c.clauseId === "4.01.03")?.verdict).toBe("not_applicable");
  });
});
