import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OverviewPeriod, OverviewView } from "@domain/schemas/overview";
import { api } from "@/lib/api";
import { overviewKeys } from "@/lib/query-keys";

/** The dashboard of a site for a period; always refetched on visit, since every area's work moves it. */
export const overviewQuery = (siteId: string, days: OverviewPeriod) =>
  queryOptions({
    queryKey: overviewKeys.site(siteId, days),
    queryFn: () => api<OverviewView>(`/sites/${encodeURIComponent(siteId)}/overview?days=${days}`),
    staleTime: 0,
  });

export function useOverview(siteId: string | undefined, days: OverviewPeriod) {
  return useQuery({ ...overviewQuery(siteId ?? "", days), enabled: Boolean(siteId) });
}
