import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteDetailView } from "@domain/schemas/scope-api";
import { api } from "@/lib/api";
import { siteKeys } from "@/lib/query-keys";

export const siteQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.detail(siteId),
    queryFn: () => api<SiteDetailView>(`/sites/${encodeURIComponent(siteId)}`),
  });

/** One site with the time its scope was last confirmed. */
export function useSite(siteId: string) {
  return useQuery(siteQuery(siteId));
}
