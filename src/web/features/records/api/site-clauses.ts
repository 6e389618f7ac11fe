import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteClausesView } from "@domain/schemas/scope-api";
import { api } from "@/lib/api";
import { siteKeys } from "@/lib/query-keys";

/** The clauses that apply to the site (not N/A): what a record or incident may be filed against. */
export const siteClausesQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.clauses(siteId),
    queryFn: () => api<SiteClausesView>(`/sites/${siteId}/clauses`),
    staleTime: 60_000,
  });

export function useRecordClauses(siteId: string) {
  const query = useQuery({ ...siteClausesQuery(siteId), enabled: !!siteId });
  return { ...query, clauses: (query.data?.clauses ?? []).filter((c) => !c.na) };
}
