import type { PublicAuditEvent, PublicAuditResult } from "@domain/audit-demo/public-audit";
import { type AuditStage, auditStages } from "@domain/document-audit/contract";
import { apiErrorFrom } from "@/lib/api";
import { currentLocale } from "@/i18n/i18n";

/** The audit stopped after its answer began: the server's message, or none when the answer was cut off. */
export class AuditFailed extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? "The answer ended before the result");
  }
}

/**
 * Runs the landing's audit on the server (decision 111): the sample documents, or the visitor's files
 * as multipart `files`. The answer is newline-delimited JSON read as it arrives: `onStage` gets the
 * number of stages the engine has finished, the promise the result. A refusal (413, 429, …) throws
 * the API's error, in the page's language.
 */
export async function runPublicAudit(
  files: readonly File[] | null,
  onStage: (stagesDone: number, stage: AuditStage) => void,
  signal?: AbortSignal,
): Promise<PublicAuditResult> {
  let body: FormData | undefined;
  if (files) {
    body = new FormData();
    // The audit is dated on the visitor's own day: recency and expiry are judged against it.
    body.append("timeZone", Intl.DateTimeFormat().resolvedOptions().timeZone);
    for (const file of files) body.append("files", file, file.name);
  }
  const response = await fetch(files ? "/api/public/document-audits" : "/api/public/document-audits/samples", {
    method: "POST",
    headers: { "accept-language": currentLocale() },
    body,
    signal,
  });
  if (!response.ok || !response.body) throw await apiErrorFrom(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines.filter((l) => l.trim() !== "")) {
      const event = JSON.parse(line) as PublicAuditEvent;
      if (event.type === "stage") onStage(auditStages.indexOf(event.stage), event.stage);
      else if (event.type === "result") return event.result;
      else throw new AuditFailed(event.error.message);
    }
    if (done) throw new AuditFailed(null);
  }
}
