import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Me } from "@domain/schemas/auth";
import type { SsoCallbackInput, SsoSignedIn, SsoStartAnswer, SsoStartInput } from "@domain/schemas/sso";
import type { TwoFactorChallenge } from "@domain/schemas/two-factor";
import { api } from "@/lib/api";
import { meQuery } from "@/lib/use-me";

/**
 * "Sign in with SSO" (the sign-in page, an invitation): asks the server for the organisation's
 * provider and sends the browser there.
 */
export function useStartSso() {
  return useMutation({
    mutationFn: (input: SsoStartInput) => api<SsoStartAnswer>("/auth/sso/start", { method: "POST", body: input }),
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
  });
}

/** The /sso/callback page: hands what the provider sent back to the server, which signs in (or asks for the code). */
export function useCompleteSso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoCallbackInput) =>
      api<(Me & SsoSignedIn) | TwoFactorChallenge>("/auth/sso/callback", { method: "POST", body: input }),
    onSuccess: (result) => {
      if ("twoFactorRequired" in result) return;
      queryClient.clear();
      const { next: _next, ...me } = result;
      queryClient.setQueryData(meQuery.queryKey, me);
    },
  });
}
