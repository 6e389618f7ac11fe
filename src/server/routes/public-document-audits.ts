import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicAuditEvent, PublicAuditResult } from "../../domain/audit-demo/public-audit";
import type { AuditStage } from "../../domain/document-audit/contract";
import { AppError } from "../errors";
import { requestLocale } from "../i18n/request-locale";
import { readVisitorFiles } from "../use-cases/public-audit/read-visitor-files";
import { runSampleAudit } from "../use-cases/public-audit/run-sample-audit";
import { admitVisitorAudit, runVisitorAudit } from "../use-cases/public-audit/run-visitor-audit";

type OnStage = (stage: AuditStage, progress: number) => void;

/**
 * Answers with newline-delimited JSON written as the audit runs: a `stage` line per stage, then the
 * `result` (or an `error` once the answer has begun). Never compressed, so each line leaves at once.
 */
function streamAudit(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onStage: OnStage) => Promise<PublicAuditResult>,
) {
  const stream = new PassThrough();
  const send = (event: PublicAuditEvent) => stream.write(`${JSON.stringify(event)}\n`);
  run((stage, progress) => void send({ type: "stage", stage, progress }))
    .then((result) => send({ type: "result", result }))
    .catch((error: unknown) => {
      // The file contents are never logged: only that the run failed, and why in the engine's words.
      request.log.error({ err: error }, "public document audit failed");
      const failure = new AppError("internal", "The audit could not be completed. Try again.");
      send({ type: "error", error: { code: failure.code, message: failure.messageIn(requestLocale(request)) } });
    })
    .finally(() => stream.end());
  return reply
    .header("content-type", "application/x-ndjson; charset=utf-8")
    .header("cache-control", "no-store")
    .send(stream);
}

/**
 * The landing page's audit, open to anyone (decision 111): the sample documents, or up to 10 of a
 * visitor's own files audited in memory and never stored, rate-limited per address.
 */
export async function publicDocumentAuditRoutes(app: FastifyInstance) {
  app.post("/api/public/document-audits/samples", { compress: false }, async (request, reply) =>
    streamAudit(request, reply, (onStage) => runSampleAudit({ locale: requestLocale(request), onStage })),
  );

  app.post("/api/public/document-audits", { compress: false }, async (request, reply) => {
    await admitVisitorAudit(app.db, { ip: request.ip });
    const { files, timeZone } = await readVisitorFiles(request);
    return streamAudit(request, reply, (onStage) =>
      runVisitorAudit({ files, timeZone, locale: requestLocale(request), onStage }),
    );
  });
}
