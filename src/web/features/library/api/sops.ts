import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ReviewerView,
  SopDetailView,
  SopFormInput,
  SopSummaryView,
  SopTrainingInput,
  SopVersionView,
} from "@domain/schemas/library";
import type { SopStatus } from "@domain/library/sop-status";
import { api } from "@/lib/api";
import { reviewerKeys, sopKeys, trainingKeys } from "@/lib/query-keys";

export const sopsQuery = (siteId: string) =>
  queryOptions({
    queryKey: sopKeys.list(siteId),
    queryFn: () => api<{ sops: SopSummaryView[] }>(`/sites/${siteId}/sops`).then((r) => r.sops),
  });

export const sopQuery = (id: string) =>
  queryOptions({ queryKey: sopKeys.detail(id), queryFn: () => api<SopDetailView>(`/library/sops/${id}`) });

export const sopVersionQuery = (id: string, version: number) =>
  queryOptions({
    queryKey: sopKeys.version(id, version),
    queryFn: () => api<SopVersionView>(`/library/sops/${id}/versions/${version}`),
    // A published version never changes.
    staleTime: Infinity,
  });

export const reviewersQuery = queryOptions({
  queryKey: reviewerKeys.all,
  queryFn: () => api<{ reviewers: ReviewerView[] }>("/library/reviewers").then((r) => r.reviewers),
  staleTime: 5 * 60_000,
});

export const useSops = (siteId: string) => useQuery({ ...sopsQuery(siteId), enabled: !!siteId });
/** One SOP; polled while a scanned file of it is being read by OCR (its progress shows beside the file). */
export const useSop = (id: string | null) =>
  useQuery({
    ...sopQuery(id ?? ""),
    enabled: !!id,
    refetchInterval: (query) =>
      query.state.data?.attachments?.some((f) => f.ocr?.status === "queued" || f.ocr?.status === "running")
        ? 2000
        : false,
  });
export const useSopVersion = (id: string, version: number | null) =>
  useQuery({ ...sopVersionQuery(id, version ?? 0), enabled: version !== null });
export const useReviewers = () => useQuery(reviewersQuery);

/** Any SOP change refreshes the site's list and the SOP's detail. */
function useInvalidateSops() {
  const queryClient = useQueryClient();
  return () =>
    queryClient
      .invalidateQueries({ queryKey: sopKeys.details })
      .then(() => queryClient.invalidateQueries({ queryKey: sopKeys.lists }));
}

export function useSaveSop(siteId: string) {
  const invalidate = useInvalidateSops();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SopFormInput }) =>
      id
        ? api<SopDetailView>(`/library/sops/${id}`, { method: "PUT", body: input })
        : api<SopDetailView>(`/sites/${siteId}/sops`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useChangeSopStatus() {
  const invalidate = useInvalidateSops();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SopStatus }) =>
      api<SopDetailView>(`/library/sops/${id}/status`, { method: "POST", body: { status } }),
    onSuccess: invalidate,
  });
}

export function usePublishSop() {
  const invalidate = useInvalidateSops();
  return useMutation({
    mutationFn: ({ id, changeSummary }: { id: string; changeSummary: string }) =>
      api<SopDetailView>(`/library/sops/${id}/versions`, { method: "POST", body: { changeSummary } }),
    onSuccess: invalidate,
  });
}

export function useCreateTrainingFromSop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SopTrainingInput }) =>
      api<{ id: string; title: string }>(`/library/sops/${id}/training`, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}
