import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ChecklistItemView,
  ChecklistView,
  FindingView,
  InternalAuditOptions,
  InternalAuditView,
} from "@domain/audits";
import type { ChecklistItemUpdate, InternalAuditCreateInput } from "@domain/schemas/audits";
import { api } from "@/lib/api";
import { auditKeys } from "@/lib/query-keys";

export const internalAuditsQuery = (siteId: string) =>
  queryOptions({
    queryKey: auditKeys.internal(siteId),
    queryFn: () => api<{ audits: InternalAuditView[] }>(`/sites/${siteId}/internal-audits`).then((r) => r.audits),
  });

export const internalAuditOptionsQuery = (siteId: string) =>
  queryOptions({
    queryKey: auditKeys.internalOptions(siteId),
    queryFn: () => api<InternalAuditOptions>(`/sites/${siteId}/internal-audits/options`),
  });

export const checklistQuery = (auditId: string) =>
  queryOptions({
    queryKey: auditKeys.checklist(auditId),
    queryFn: () => api<ChecklistView>(`/internal-audits/${auditId}`),
  });

export const findingsQuery = (siteId: string) =>
  queryOptions({
    queryKey: auditKeys.findings(siteId),
    queryFn: () => api<{ findings: FindingView[] }>(`/sites/${siteId}/audit-findings`).then((r) => r.findings),
  });

export const useInternalAudits = (siteId: string) => useQuery({ ...internalAuditsQuery(siteId), enabled: !!siteId });
export const useInternalAuditOptions = (siteId: string, enabled: boolean) =>
  useQuery({ ...internalAuditOptionsQuery(siteId), enabled: enabled && !!siteId });
export const useChecklist = (auditId: string | null) =>
  useQuery({ ...checklistQuery(auditId ?? ""), enabled: !!auditId });
export const useFindings = (siteId: string) => useQuery({ ...findingsQuery(siteId), enabled: !!siteId });

/** Every audits read of the site (schedule, findings, checklists) is refreshed after a change. */
function useInvalidateAudits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: auditKeys.all });
}

export function useScheduleInternalAudit() {
  const invalidate = useInvalidateAudits();
  return useMutation({
    mutationFn: (input: InternalAuditCreateInput) =>
      api<InternalAuditView>("/internal-audits", { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useTransitionAudit() {
  const invalidate = useInvalidateAudits();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: "start" | "complete" }) =>
      api<InternalAuditView>(`/internal-audits/${id}/${action}`, { method: "POST" }),
    onSuccess: invalidate,
  });
}

/** Autosave of one checklist item; the cached checklist is updated in place so typing never jumps. */
export function useSaveChecklistItem(auditId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, changes }: { itemId: string; changes: ChecklistItemUpdate }) =>
      api<ChecklistItemView>(`/internal-audits/${auditId}/items/${itemId}`, { method: "PATCH", body: changes }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistQuery(auditId).queryKey }),
  });
}

export function useUploadChecklistEvidence(auditId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, files }: { itemId: string; files: File[] }) => {
      const form = new FormData();
      for (const file of files) form.append("files", file);
      return api<ChecklistItemView>(`/internal-audits/${auditId}/items/${itemId}/files`, {
        method: "POST",
        body: form,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistQuery(auditId).queryKey }),
  });
}

export function useUpdateFinding() {
  const invalidate = useInvalidateAudits();
  return useMutation({
    mutationFn: ({
      id,
      changes,
    }: {
      id: string;
      changes: { ownerRole?: string; ownerId?: string; dueDate?: string };
    }) => api<FindingView>(`/audit-findings/${id}`, { method: "PATCH", body: changes }),
    onSuccess: invalidate,
  });
}

export function useCloseFinding() {
  const invalidate = useInvalidateAudits();
  return useMutation({
    mutationFn: ({ id, items }: { id: string; items: { note: string; files: File[] }[] }) => {
      const form = new FormData();
      form.append("data", JSON.stringify({ items: items.map((i) => ({ note: i.note })) }));
      items.forEach((item, index) => item.files.forEach((file) => form.append(`item-${index}`, file)));
      return api<FindingView>(`/audit-findings/${id}/close`, { method: "POST", body: form });
    },
    onSuccess: invalidate,
  });
}
