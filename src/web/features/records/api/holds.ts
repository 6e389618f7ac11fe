import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { HoldInput, HoldList, HoldReleaseInput, HoldView } from "@domain/schemas/records";
import { api } from "@/lib/api";
import { toQuery } from "./records";
import { holdKeys, overviewKeys } from "@/lib/query-keys";

export interface HoldFilters {
  search?: string;
  type?: string;
  status?: string;
  reason?: string;
  page: number;
  pageSize: number;
}

export const holdsQuery = (siteId: string, filters: HoldFilters) =>
  queryOptions({
    queryKey: holdKeys.list(siteId, filters),
    queryFn: () => api<HoldList>(`/sites/${siteId}/holds?${toQuery(filters)}`),
  });

export const holdQuery = (id: string) =>
  queryOptions({ queryKey: holdKeys.detail(id), queryFn: () => api<HoldView>(`/holds/${id}`) });

/** One hold by id, for a link to a hold that is not on the current page of the list. */
export const useHold = (id: string | null, enabled: boolean) =>
  useQuery({ ...holdQuery(id ?? ""), enabled: enabled && !!id });

export const useHolds = (siteId: string, filters: HoldFilters) =>
  useQuery({ ...holdsQuery(siteId, filters), enabled: !!siteId, placeholderData: keepPreviousData });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: holdKeys.all }),
      queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
    ]);
}

export function usePlaceHold(siteId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: HoldInput) => api<HoldView>(`/sites/${siteId}/holds`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useReleaseHold() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: HoldReleaseInput }) =>
      api<HoldView>(`/holds/${id}/release`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}
