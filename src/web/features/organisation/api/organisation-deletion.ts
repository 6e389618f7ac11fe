import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  DeletionRequestInput,
  OrganisationDeletionStatus,
  OrganisationDeletionView,
} from "@domain/schemas/organisation-lifecycle";
import { api } from "@/lib/api";
import { organisationKeys } from "@/lib/query-keys";

export const organisationDeletionQuery = queryOptions({
  queryKey: organisationKeys.deletion(),
  queryFn: () => api<OrganisationDeletionStatus>("/organisation/deletion"),
});

/** The scheduled deletion of the organisation (null when none) and the grace period. */
export function useOrganisationDeletion() {
  return useQuery(organisationDeletionQuery);
}

/** Asks for the organisation's deletion (password re-entered); purged after the grace period. */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeletionRequestInput) =>
      api<OrganisationDeletionView>("/organisation/deletion", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationDeletionQuery.queryKey }),
  });
}

/** Cancels the scheduled deletion during the grace period. */
export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<OrganisationDeletionView>("/organisation/deletion", { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organisationDeletionQuery.queryKey }),
  });
}
