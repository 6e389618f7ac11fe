import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  SAMPLE_AUDIT_DATE,
  SAMPLE_MODULES,
  SAMPLE_NOT_APPLICABLE,
  sampleFiles,
} from "../../../domain/audit-demo/sample-files";
import type { PublicAuditResult } from "../../../domain/audit-demo/public-audit";
import type { AuditStage } from "../../../domain/document-audit/contract";
import type { AppLocale } from "../../../domain/i18n/locales";
import { scopeFieldsSchema } from "../../../domain/schemas/scope-fields";
import { type DocumentAuditRun, runDocumentAudit } from "../../document-audit/run-document-audit";
import { SAMPLE_FILES_DIR } from "../../document-audit/samples/sample-files-dir";
import { publicAuditResult } from "./public-audit-result";

type OnStage = (stage: AuditStage, progress: number) => void | Promise<void>;

/** The sample's scope, stated on the landing page: PrimusGFS FSMS and Packinghouse, well water only. */
export const sampleScope = scopeFieldsSchema.parse({
  modules: [...SAMPLE_MODULES],
  naOverrides: SAMPLE_NOT_APPLICABLE.map((o) => ({ ...o, updatedAt: `${SAMPLE_AUDIT_DATE}T00:00:00Z` })),
});

interface SampleRun {
  run: DocumentAuditRun;
  stages: { stage: AuditStage; progress: number }[];
}

// The sample's inputs are fixed (files, scope, date): its run is computed once per process.
let cached: Promise<SampleRun> | null = null;

async function computeSampleRun(onStage: OnStage): Promise<SampleRun> {
  const files = await Promise.all(
    sampleFiles.map(async (f) => ({
      name: f.name,
      bytes: new Uint8Array(await readFile(path.join(SAMPLE_FILES_DIR, f.name))),
    })),
  );
  const stages: SampleRun["stages"] = [];
  let index = 0;
  const run = await runDocumentAudit(files, sampleScope, {
    auditDate: SAMPLE_AUDIT_DATE,
    documentId: () => String(index++),
    onStage: async (stage, progress) => {
      stages.push({ stage, progress });
      await onStage(stage, progress);
    },
  });
  return { run, stages };
}

/**
 * The landing's sample audit: the engine over the 12 committed sample documents. The first call runs it
 * (reporting its stages as they happen); later calls replay the recorded stages and answer the same
 * verdicts, rendered in the reader's language.
 */
export async function runSampleAudit(input: { locale: AppLocale; onStage: OnStage }): Promise<PublicAuditResult> {
  const first = cached === null;
  if (first)
    cached = computeSampleRun(input.onStage).catch((error: unknown) => {
      cached = null;
      throw error;
    });
  const { run, stages } = await (cached as Promise<SampleRun>);
  if (!first) for (const s of stages) await input.onStage(s.stage, s.progress);
  return publicAuditResult(run, "sample", SAMPLE_MODULES, input.locale);
}
