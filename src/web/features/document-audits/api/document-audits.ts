import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  documentAuditListSchema,
  documentAuditPassagesSchema,
  documentAuditViewSchema,
  isFinished,
} from "@domain/document-audit/view";
import { api } from "@/lib/api";
import { documentAuditKeys } from "@/lib/query-keys";

export const documentAuditsQuery = (siteId: string) =>
  queryOptions({
    queryKey: documentAuditKeys.site(siteId),
    queryFn: () =>
      api<unknown>(`/sites/${siteId}/document-audits`).then((r) => documentAuditListSchema.parse(r).audits),
  });

/** A site's document audits, newest first; polls every 3 s while one is still running. */
export const useDocumentAudits = (siteId: string) =>
  useQuery({
    ...documentAuditsQuery(siteId),
    enabled: !!siteId,
    refetchInterval: (query) => (query.state.data?.some((a) => !isFinished(a.status)) ? 3000 : false),
  });

export const documentAuditQuery = (id: string) =>
  queryOptions({
    queryKey: documentAuditKeys.detail(id),
    queryFn: () => api<unknown>(`/document-audits/${id}`).then((r) => documentAuditViewSchema.parse(r)),
  });

/** One audit; `poll` turns on polling while it runs (the fallback when the event stream fails). */
export const useDocumentAudit = (id: string | null, poll = false) =>
  useQuery({
    ...documentAuditQuery(id ?? ""),
    enabled: !!id,
    refetchInterval: (query) => (poll && (!query.state.data || !isFinished(query.state.data.status)) ? 2000 : false),
  });

export const auditDocumentQuery = (id: string, documentId: string) =>
  queryOptions({
    queryKey: documentAuditKeys.document(id, documentId),
    queryFn: () =>
      api<unknown>(`/document-audits/${id}/documents/${documentId}`).then((r) => documentAuditPassagesSchema.parse(r)),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useAuditDocument = (id: string, documentId: string | null) =>
  useQuery({ ...auditDocumentQuery(id, documentId ?? ""), enabled: !!documentId });

/** Upload files for a site's audit (multipart, field `files`): 202 `{ id }`. */
export function useStartDocumentAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ siteId, files }: { siteId: string; files: { file: File; path: string }[] }) => {
      const form = new FormData();
      for (const { file, path } of files) form.append("files", file, path);
      return api<{ id: string }>(`/sites/${siteId}/document-audits`, { method: "POST", body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentAuditKeys.all }),
  });
}

export const auditDocumentFileUrl = (id: string, documentId: string) =>
  `/api/document-audits/${id}/documents/${documentId}/file`;

/** The finished report as a file in the reader's language (`GET /api/document-audits/:id/report.pdf|csv`). */
export const documentAuditReportUrl = (id: string, format: "pdf" | "csv") =>
  `/api/document-audits/${encodeURIComponent(id)}/report.${format}`;
