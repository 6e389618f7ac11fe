import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FindingOwnerOption } from "@domain/audits";
import type { TrackDocumentAuditFindingInput } from "@domain/document-audit/view";
import { api } from "@/lib/api";
import { auditKeys, documentAuditKeys } from "@/lib/query-keys";

export const findingOwnersQuery = (id: string) =>
  queryOptions({
    queryKey: documentAuditKeys.findingOwners(id),
    queryFn: () => api<{ owners: FindingOwnerOption[] }>(`/document-audits/${id}/finding-owners`).then((r) => r.owners),
  });

/** Who may own a tracked finding at the audit's site (read when the Track dialog opens). */
export const useFindingOwners = (id: string, enabled: boolean) =>
  useQuery({ ...findingOwnersQuery(id), enabled: enabled && !!id });

/** `POST /api/document-audits/:id/findings` → `{ findingId }`; the report and the findings list refresh. */
export function useTrackFinding(id: string, siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TrackDocumentAuditFindingInput) =>
      api<{ findingId: string }>(`/document-audits/${id}/findings`, { method: "POST", body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentAuditKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: auditKeys.findings(siteId) }),
      ]),
  });
}
