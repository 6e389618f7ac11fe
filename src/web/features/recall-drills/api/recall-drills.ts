import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  RecallDrillCreate,
  RecallDrillListItem,
  RecallDrillStep,
  RecallDrillView,
} from "@domain/traceability/recall-drill";
import { api } from "@/lib/api";
import { holdKeys, recallDrillKeys } from "@/lib/query-keys";

export function useRecallDrills(siteId: string) {
  return useQuery({
    queryKey: recallDrillKeys.list(siteId),
    queryFn: () => api<{ items: RecallDrillListItem[] }>(`/sites/${siteId}/recall-drills`).then((r) => r.items),
    enabled: !!siteId,
  });
}

export function useRecallDrill(siteId: string, id: string | null) {
  return useQuery({
    queryKey: recallDrillKeys.detail(siteId, id ?? ""),
    queryFn: () => api<RecallDrillView>(`/sites/${siteId}/recall-drills/${id}`),
    enabled: !!siteId && !!id,
  });
}

/** The site's traceability products, to start a drill from a product and a date range. */
export function useTraceProducts(siteId: string) {
  return useQuery({
    queryKey: recallDrillKeys.products(siteId),
    queryFn: () =>
      api<{ items: { id: string; productName: string }[] }>(`/sites/${siteId}/trace-products`).then((r) => r.items),
    enabled: !!siteId,
  });
}

export function useStartRecallDrill(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecallDrillCreate) =>
      api<RecallDrillView>(`/sites/${siteId}/recall-drills`, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recallDrillKeys.list(siteId) }),
  });
}

export function useRecallDrillAction(siteId: string, id: string) {
  const queryClient = useQueryClient();
  const done = (drill: RecallDrillView) => {
    queryClient.setQueryData(recallDrillKeys.detail(siteId, id), drill);
    void queryClient.invalidateQueries({ queryKey: recallDrillKeys.list(siteId) });
    void queryClient.invalidateQueries({ queryKey: holdKeys.all });
  };
  const step = useMutation({
    mutationFn: (input: { step: RecallDrillStep; note: string }) =>
      api<RecallDrillView>(`/sites/${siteId}/recall-drills/${id}/steps`, { method: "POST", body: input }),
    onSuccess: done,
  });
  const close = useMutation({
    mutationFn: (conclusion: string) =>
      api<RecallDrillView>(`/sites/${siteId}/recall-drills/${id}/close`, { method: "POST", body: { conclusion } }),
    onSuccess: done,
  });
  return { step, close };
}

/** The report is a plain GET the browser downloads with the session cookie. */
export const recallDrillReportUrl = (siteId: string, id: string) => `/api/sites/${siteId}/recall-drills/${id}/report`;
