import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FspHistoryEntry,
  FspSectionUpdateInput,
  FspSectionView,
  FspSignatureView,
  FspSignInput,
  FspView,
} from "@domain/schemas/library";
import { api } from "@/lib/api";
import { fspKeys } from "@/lib/query-keys";

export const fspQuery = (siteId: string) =>
  queryOptions({ queryKey: fspKeys.site(siteId), queryFn: () => api<FspView>(`/sites/${siteId}/fsp`) });

export const fspHistoryQuery = (siteId: string) =>
  queryOptions({
    queryKey: fspKeys.history(siteId),
    queryFn: () => api<{ entries: FspHistoryEntry[] }>(`/sites/${siteId}/fsp/history`).then((r) => r.entries),
  });

export const useFsp = (siteId: string) => useQuery({ ...fspQuery(siteId), enabled: !!siteId });
export const useFspHistory = (siteId: string) => useQuery({ ...fspHistoryQuery(siteId), enabled: !!siteId });

/** The export is a plain GET the browser downloads with the session cookie. */
export const fspExportUrl = (siteId: string) => `/api/sites/${siteId}/fsp/export`;

function useInvalidatePlan(siteId: string) {
  const queryClient = useQueryClient();
  // The history key starts with the plan key, so both are refreshed.
  return () => queryClient.invalidateQueries({ queryKey: fspQuery(siteId).queryKey });
}

export function useUpdateFspSection(siteId: string) {
  const invalidate = useInvalidatePlan(siteId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FspSectionUpdateInput }) =>
      api<FspSectionView>(`/library/fsp/sections/${id}`, { method: "PATCH", body: input }),
    onSuccess: invalidate,
  });
}

export function useSignFsp(siteId: string) {
  const invalidate = useInvalidatePlan(siteId);
  return useMutation({
    mutationFn: (input: FspSignInput) =>
      api<FspSignatureView>(`/sites/${siteId}/fsp/signatures`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}
