import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Scope } from "@domain/schemas/scope";
import type { SiteScopeView } from "@domain/schemas/scope-api";
import { api } from "@/lib/api";

/** Save Scope & Apply. Everything that depends on the applied scope (sites, clauses, training,
 *  records, scoring) reads it again. */
export function useConfirmScope(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: Scope) =>
      api<SiteScopeView>(`/sites/${encodeURIComponent(siteId)}/scope/confirm`, { method: "POST", body: scope }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
