import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { EvidencePackView } from "@domain/audits";
import type { EvidencePackCreateInput } from "@domain/schemas/audits";
import { api } from "@/lib/api";
import { evidencePackKeys } from "@/lib/query-keys";

export const evidencePacksQuery = (siteId: string) =>
  queryOptions({
    queryKey: evidencePackKeys.site(siteId),
    queryFn: () => api<{ packs: EvidencePackView[] }>(`/sites/${siteId}/evidence-packs`).then((r) => r.packs),
  });

/** The site's packs; polls every 2 s while one is generating so the screen sees it turn ready. */
export const useEvidencePacks = (siteId: string) =>
  useQuery({
    ...evidencePacksQuery(siteId),
    enabled: !!siteId,
    refetchInterval: (query) => (query.state.data?.some((p) => p.status === "generating") ? 2000 : false),
  });

export const evidencePackQuery = (id: string) =>
  queryOptions({
    queryKey: evidencePackKeys.detail(id),
    queryFn: () => api<EvidencePackView>(`/evidence-packs/${id}`),
  });

/** One pack, polled until it is no longer generating. */
export const useEvidencePack = (id: string | null) =>
  useQuery({
    ...evidencePackQuery(id ?? ""),
    enabled: !!id,
    refetchInterval: (query) => (query.state.data?.status === "generating" || !query.state.data ? 2000 : false),
  });

export function useRequestEvidencePack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EvidencePackCreateInput) =>
      api<EvidencePackView>("/evidence-packs", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evidencePackKeys.all }),
  });
}

export const packFileUrl = (packId: string, fileId: string, inline = false) =>
  `/api/evidence-packs/${packId}/files/${fileId}${inline ? "?inline=1" : ""}`;
