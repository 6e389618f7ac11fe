import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SiteCreateInput, SiteView } from "@domain/schemas/sites";
import { api } from "@/lib/api";
import { sitesQuery } from "@/lib/use-sites";

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SiteCreateInput) => api<SiteView>("/sites", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sitesQuery.queryKey }),
  });
}
