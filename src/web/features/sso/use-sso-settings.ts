import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SsoSettings, SsoSettingsView } from "@domain/schemas/sso";
import { api } from "@/lib/api";

export const ssoSettingsQuery = queryOptions({
  queryKey: ["organisation", "sso"] as const,
  queryFn: () => api<SsoSettingsView>("/organisation/sso"),
});

export const useSsoSettings = () => useQuery(ssoSettingsQuery);

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoSettings) => api<SsoSettingsView>("/organisation/sso", { method: "PUT", body: input }),
    onSuccess: (saved) => queryClient.setQueryData(ssoSettingsQuery.queryKey, saved),
  });
}
