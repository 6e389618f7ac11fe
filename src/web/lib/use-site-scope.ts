import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { api } from "@/lib/api";
import { siteKeys } from "@/lib/query-keys";

export const siteScopeQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.scope(siteId),
    queryFn: () => api<SiteScopeView>(`/sites/${encodeURIComponent(siteId)}/scope`),
  });

/** The site's scope: the wizard's saved draft and the applied (confirmed) scope. */
export function useSiteScope(siteId: string) {
  return useQuery(siteScopeQuery(siteId));
}
