import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangePasswordInput, Me, SessionView, UpdateProfileInput } from "@domain/schemas/auth";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/query-keys";

export const mySessionsQuery = queryOptions({
  queryKey: meKeys.sessions(),
  queryFn: () => api<{ sessions: SessionView[] }>("/me/sessions"),
});

export function useMySessions() {
  return useQuery(mySessionsQuery);
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api<void>("/me/password", { method: "POST", body: input }),
    // The other sessions ended: the list changed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQuery.queryKey }),
  });
}

/** Ends one session (by id) or, with no id, every session including this one. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId?: string) =>
      api<void>(sessionId ? `/me/sessions/${sessionId}` : "/me/sessions", { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQuery.queryKey }),
  });
}

/** Your profile settings (today your language); the answer is the updated `me`. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api<Me>("/me", { method: "PATCH", body: input }),
    onSuccess: (me) => queryClient.setQueryData(meKeys.all, me),
  });
}
