import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AppRole } from "@domain/roles";
import type {
  InvitationAcceptInput,
  InvitationCreateInput,
  InvitationPreview,
  InvitationView,
  MemberUpdateInput,
} from "@domain/schemas/team";
import type { Me } from "@domain/schemas/auth";
import { api } from "@/lib/api";
import { firstRunKeys, meKeys, teamKeys } from "@/lib/query-keys";

export interface MemberView {
  id: string;
  name: string;
  email: string;
  active: boolean;
  role: AppRole;
  roleLabel: string;
  /** Slugs of the sites she is restricted to; empty: every site. */
  siteIds: string[];
}

export const membersQuery = queryOptions({
  queryKey: teamKeys.members(),
  queryFn: () => api<{ users: MemberView[] }>("/users"),
});

export const invitationsQuery = queryOptions({
  queryKey: teamKeys.invitations(),
  queryFn: () => api<{ invitations: InvitationView[] }>("/invitations"),
});

export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: teamKeys.invitation(token),
    queryFn: () => api<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });

/** Every team change refreshes members, invitations and the first-run checklist. */
function useTeamMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamKeys.all });
      void queryClient.invalidateQueries({ queryKey: firstRunKeys.all });
    },
  });
}

export const useInvite = () =>
  useTeamMutation((input: InvitationCreateInput) =>
    api<{ id: string; link: string }>("/invitations", { method: "POST", body: input }),
  );

export const useResendInvitation = () =>
  useTeamMutation((id: string) => api<{ id: string; link: string }>(`/invitations/${id}/resend`, { method: "POST" }));

export const useRevokeInvitation = () =>
  useTeamMutation((id: string) => api<void>(`/invitations/${id}`, { method: "DELETE" }));

export const useUpdateMember = () =>
  useTeamMutation(({ userId, ...input }: MemberUpdateInput & { userId: string }) =>
    api<{ id: string }>(`/users/${userId}`, { method: "PUT", body: input }),
  );

export const useDeactivateMember = () =>
  useTeamMutation((userId: string) => api<{ id: string }>(`/users/${userId}/deactivate`, { method: "POST" }));

export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationAcceptInput) =>
      api<Me>(`/invitations/${encodeURIComponent(token)}/accept`, { method: "POST", body: input }),
    onSuccess: (me) => {
      queryClient.clear();
      queryClient.setQueryData(meKeys.all, me);
    },
  });
}

export const useMembers = () => useQuery(membersQuery);
export const useInvitations = () => useQuery(invitationsQuery);
