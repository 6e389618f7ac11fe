import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExternalAuditsScreen, ExternalAuditView } from "@domain/audits";
import type { ExternalAuditCreateInput } from "@domain/schemas/audits";
import { api } from "@/lib/api";
import { externalAuditKeys } from "@/lib/query-keys";

export const externalAuditsQuery = (siteId: string) =>
  queryOptions({
    queryKey: externalAuditKeys.site(siteId),
    queryFn: () => api<ExternalAuditsScreen>(`/sites/${siteId}/external-audits`),
  });

export const useExternalAudits = (siteId: string) => useQuery({ ...externalAuditsQuery(siteId), enabled: !!siteId });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: externalAuditKeys.all });
}

export function useScheduleExternalAudit() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ExternalAuditCreateInput) =>
      api<ExternalAuditView>("/external-audits", { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export interface ReportUpload {
  score: string;
  auditDate: string;
  expiryDate: string;
  findings: string;
  observations: string;
  responseRequired: boolean;
  report: File | null;
  certificate: File | null;
}

export function useUploadReport() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, upload }: { id: string; upload: ReportUpload }) => {
      const form = new FormData();
      form.append("score", upload.score);
      if (upload.auditDate) form.append("auditDate", upload.auditDate);
      form.append("expiryDate", upload.expiryDate);
      form.append("findings", upload.findings);
      form.append("observations", upload.observations);
      form.append("responseRequired", String(upload.responseRequired));
      if (upload.report) form.append("report", upload.report);
      if (upload.certificate) form.append("certificate", upload.certificate);
      return api<ExternalAuditView>(`/external-audits/${id}/report`, { method: "POST", body: form });
    },
    onSuccess: invalidate,
  });
}

export function useSubmitResponse() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, notes, files }: { id: string; notes: string; files: File[] }) => {
      const form = new FormData();
      form.append("notes", notes);
      for (const file of files) form.append("files", file);
      return api<ExternalAuditView>(`/external-audits/${id}/response`, { method: "POST", body: form });
    },
    onSuccess: invalidate,
  });
}
