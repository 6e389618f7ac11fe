import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SiteView } from "@domain/schemas/sites";
import { api } from "@/lib/api";
import { siteKeys } from "@/lib/query-keys";

export const sitesQuery = queryOptions({
  queryKey: siteKeys.all,
  queryFn: () => api<{ sites: SiteView[]; currentSite: string | null }>("/sites"),
});

export function useSites() {
  return useQuery(sitesQuery);
}

/** The site chosen in the top bar (remembered per user on the server); every screen scopes to it. */
export function useCurrentSite(): SiteView | undefined {
  const { data } = useSites();
  return data?.sites.find((s) => s.id === data.currentSite) ?? data?.sites[0];
}

export function useSelectSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (siteId: string) => api<SiteView>("/me/current-site", { method: "PUT", body: { siteId } }),
    // Every screen's data depends on the site: refetch all of it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
