import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Permission } from "@domain/permissions";
import type { Me, SignUpInput } from "@domain/schemas/auth";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/query-keys";

export const meQuery = queryOptions({
  queryKey: meKeys.all,
  queryFn: () => api<Me>("/auth/me"),
  staleTime: 5 * 60_000,
});

/** The signed-in user; throws to the caller's error state when signed out (401). */
export function useMe() {
  return useQuery(meQuery);
}

/** Whether the signed-in role may do this; the server enforces the same table. */
export function useCan(permission: Permission): boolean {
  const { data } = useMe();
  return data?.permissions.includes(permission) ?? false;
}

/** A new organisation and its first administrator, signed in at once. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => api<Me>("/organisations", { method: "POST", body: input }),
    onSuccess: (me) => {
      queryClient.clear();
      queryClient.setQueryData(meQuery.queryKey, me);
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>("/auth/logout", { method: "POST" }),
    onSettled: () => {
      queryClient.clear();
      // The service worker's copies of the session and sites (for offline log entry) go with the session.
      if ("caches" in window) void caches.delete("clausewise-offline-reads");
    },
  });
}
