import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Scope } from "@domain/schemas/scope";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { api } from "@/lib/api";
import { siteScopeQuery } from "@/lib/use-site-scope";

/** PUT the wizard's draft; the answer replaces the cached scope so a reload shows it. */
export function useSaveScopeDraft(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: Scope) =>
      api<SiteScopeView>(`/sites/${encodeURIComponent(siteId)}/scope`, { method: "PUT", body: scope }),
    onSuccess: (view) => queryClient.setQueryData(siteScopeQuery(siteId).queryKey, view),
  });
}
