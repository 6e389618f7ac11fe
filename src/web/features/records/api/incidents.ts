import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CapaInput, IncidentInput, IncidentList, IncidentView } from "@domain/schemas/records";
import { api } from "@/lib/api";
import { toQuery } from "./records";
import { incidentKeys, overviewKeys } from "@/lib/query-keys";

export interface IncidentFilters {
  search?: string;
  severity?: string;
  status?: string;
  page: number;
  pageSize: number;
}

export const incidentsQuery = (siteId: string, filters: IncidentFilters) =>
  queryOptions({
    queryKey: incidentKeys.list(siteId, filters),
    queryFn: () => api<IncidentList>(`/sites/${siteId}/incidents?${toQuery(filters)}`),
  });

export const incidentQuery = (id: string) =>
  queryOptions({
    queryKey: incidentKeys.detail(id),
    queryFn: () => api<IncidentView>(`/incidents/${id}`),
  });

export const useIncident = (id: string | null) => useQuery({ ...incidentQuery(id ?? ""), enabled: !!id });

export const useIncidents = (siteId: string, filters: IncidentFilters) =>
  useQuery({ ...incidentsQuery(siteId, filters), enabled: !!siteId, placeholderData: keepPreviousData });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
      queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
    ]);
}

export function useReportIncident(siteId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: IncidentInput) =>
      api<IncidentView>(`/sites/${siteId}/incidents`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useInitiateCapa() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CapaInput }) =>
      api<IncidentView>(`/incidents/${id}/capa`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useIncidentStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status, note }: { id: string; status: "investigating" | "corrected"; note: string }) =>
      api<IncidentView>(`/incidents/${id}/status`, { method: "POST", body: { status, note } }),
    onSuccess: invalidate,
  });
}
