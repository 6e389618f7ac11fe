import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { type DocumentAuditProgress, documentAuditProgressSchema, isFinished } from "@domain/document-audit/view";
import { documentAuditKeys } from "@/lib/query-keys";
import { useDocumentAudit } from "./document-audits";

/**
 * An audit's progress, live from `GET /api/document-audits/:id/events` (server-sent events). When the
 * stream cannot be opened or breaks before the end, it falls back to polling the audit every 2 s.
 * Once finished, the audit (and the site's list) is fetched again for the report.
 */
export function useAuditProgress(id: string | null) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<DocumentAuditProgress | null>(null);
  const [polling, setPolling] = useState(typeof EventSource === "undefined");
  const audit = useDocumentAudit(id, polling);

  useEffect(() => {
    setLive(null);
    if (!id || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/document-audits/${id}/events`);
    let ended = false;
    source.addEventListener("progress", (event) => {
      const parsed = documentAuditProgressSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (!parsed.success) return;
      setLive(parsed.data);
      if (isFinished(parsed.data.status)) {
        ended = true;
        source.close();
        void queryClient.invalidateQueries({ queryKey: documentAuditKeys.all });
      }
    });
    source.onerror = () => {
      source.close();
      if (!ended) setPolling(true);
    };
    return () => source.close();
  }, [id, queryClient]);

  const stored = audit.data;
  // The stream is newer than the stored answer until the stored one has finished.
  const progress: DocumentAuditProgress | null =
    stored && (isFinished(stored.status) || !live) ? stored : (live ?? null);
  return { audit, progress, polling };
}
