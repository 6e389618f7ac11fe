import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteUpdateInput, SiteView } from "@domain/schemas/sites";
import { api } from "@/lib/api";
import { sitesQuery } from "@/lib/use-sites";

/** PATCH a site's name, address and time zone; the list and the detail refetch (same key prefix). */
export function useUpdateSite(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteUpdateInput) =>
      api<SiteView>(`/sites/${encodeURIComponent(siteId)}`, { method: "PATCH", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesQuery.queryKey }),
  });
}
