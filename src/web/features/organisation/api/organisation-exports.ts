import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrganisationExportView } from "@domain/schemas/organisation-lifecycle";
import { api } from "@/lib/api";
import { organisationKeys } from "@/lib/query-keys";

const inProgress = (items: OrganisationExportView[] | undefined) =>
  items?.some((e) => e.status === "queued" || e.status === "running") ?? false;

export const organisationExportsQuery = queryOptions({
  queryKey: organisationKeys.exports(),
  queryFn: () => api<{ items: OrganisationExportView[] }>("/organisation/exports").then((r) => r.items),
  // While an export is built in the background, ask again for its progress.
  refetchInterval: (query) => (inProgress(query.state.data) ? 1500 : false),
});

/** The organisation's exports, newest first, with the progress of the one being built. */
export function useOrganisationExports() {
  return useQuery(organisationExportsQuery);
}

/** Queues a new export of all the organisation's data. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<OrganisationExportView>("/organisation/exports", { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationExportsQuery.queryKey }),
  });
}

export const exportDownloadUrl = (id: string) => `/api/organisation/exports/${id}/download`;
