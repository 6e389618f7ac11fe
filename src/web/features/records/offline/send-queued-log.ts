import type { RecordDetail, RecordInput, RecordSubmission } from "@domain/schemas/records";
import { api } from "@/lib/api";

/** The create request of a log, online or from the queue: the record, its client id and device time, its files. */
export function sendLog(
  siteId: string,
  input: RecordInput,
  submission: RecordSubmission,
  files: { name: string; type: string; blob: Blob }[] | File[],
): Promise<RecordDetail> {
  const form = new FormData();
  form.append("data", JSON.stringify({ ...input, ...submission }));
  for (const file of files) {
    if (file instanceof File) form.append("files", file);
    else form.append("files", file.blob, file.name);
  }
  return api<RecordDetail>(`/sites/${siteId}/records`, { method: "POST", body: form });
}
