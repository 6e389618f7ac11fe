import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { verdictSchema } from "../../../domain/document-audit/contract";
import type { LabelledVerdict } from "../../../domain/document-audit/verdict-accuracy";
import { defaultScope } from "../../../domain/scope/default-scope";
import { projectPath } from "../../project-path";
import type { OcrEngine } from "../extract/ocr";
import type { ClauseJudge } from "../llm-judge";
import type { UploadedFile } from "../extract/unzip";
import { runDocumentAudit } from "../run-document-audit";

/** Where the labelled corpus lives: one folder per case, its documents and its expected.json. */
export const CORPUS_DIR = projectPath("tests/fixtures/audit-corpus");

/**
 * A case's labels, written by hand from the defects planted in corpus-content.ts (decision 110): the
 * site's modules, the audit date, and the verdict expected of each clause the documents bear on.
 */
export const expectedSchema = z.object({
  description: z.string().min(1),
  modules: z.array(z.string().min(1)).min(1),
  auditDate: z.iso.date(),
  verdicts: z.record(z.string().regex(/^[0-9A-Z]+\.\d{2}\.\d{2}$/), verdictSchema),
});
export type Expected = z.output<typeof expectedSchema>;

export interface CorpusCaseOnDisk {
  id: string;
  expected: Expected;
  files: UploadedFile[];
}

async function filesUnder(folder: string, prefix = ""): Promise<UploadedFile[]> {
  const entries = (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  const files: UploadedFile[] = [];
  for (const entry of entries) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await filesUnder(path.join(folder, entry.name), name)));
    else if (name !== "expected.json") files.push({ name, bytes: await readFile(path.join(folder, entry.name)) });
  }
  return files;
}

export async function loadCorpus(): Promise<CorpusCaseOnDisk[]> {
  const ids = (await readdir(CORPUS_DIR, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    ids.map(async (id) => {
      const folder = path.join(CORPUS_DIR, id);
      const expected = expectedSchema.parse(JSON.parse(await readFile(path.join(folder, "expected.json"), "utf8")));
      return { id, expected, files: await filesUnder(folder) };
    }),
  );
}

/**
 * The engine's verdict for every labelled clause of a case, beside its label: the whole run, as a job runs
 * it — the rules alone unless a language model is passed (eval:audit passes the configured one).
 */
export async function auditCorpusCase(
  corpusCase: CorpusCaseOnDisk,
  ocr: OcrEngine,
  judge: ClauseJudge | null = null,
): Promise<LabelledVerdict[]> {
  const scope = { ...defaultScope(), modules: corpusCase.expected.modules };
  const { report } = await runDocumentAudit(corpusCase.files, scope, {
    auditDate: corpusCase.expected.auditDate,
    ocr,
    judge,
  });
  if (report.unreadable.length > 0)
    throw new Error(`${corpusCase.id}: unreadable ${report.unreadable.map((r) => r.name).join(", ")}`);
  const actual = new Map(report.clauses.map((c) => [c.clauseId, c.verdict]));
  return Object.entries(corpusCase.expected.verdicts).map(([clauseId, expected]) => ({
    caseId: corpusCase.id,
    clauseId,
    expected,
    actual: actual.get(clauseId) ?? "not_applicable",
  }));
}
