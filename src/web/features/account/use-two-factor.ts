import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TwoFactorDisableInput,
  TwoFactorEnrolment,
  TwoFactorPolicyInput,
  TwoFactorPolicyView,
} from "@domain/schemas/two-factor";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/query-keys";
import { twoFactorQuery } from "@/lib/two-factor-status";

export const twoFactorPolicyQuery = queryOptions({
  queryKey: ["organisation", "two-factor"] as const,
  queryFn: () => api<TwoFactorPolicyView>("/organisation/two-factor"),
});

export const useTwoFactorStatus = () => useQuery(twoFactorQuery);
export const useTwoFactorPolicy = (enabled: boolean) => useQuery({ ...twoFactorPolicyQuery, enabled });

export function useStartEnrolment() {
  return useMutation({
    mutationFn: () => api<TwoFactorEnrolment>("/me/two-factor/enrolment", { method: "POST" }),
  });
}

/** Confirm, regenerate and disable change the status and, for an enforced role, what /me allows. */
function useTwoFactorMutation<I, O>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => api<O>(path, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}

export const useConfirmTwoFactor = () =>
  useTwoFactorMutation<{ code: string }, { recoveryCodes: string[] }>("/me/two-factor/confirm");
export const useRegenerateRecoveryCodes = () =>
  useTwoFactorMutation<{ code: string }, { recoveryCodes: string[] }>("/me/two-factor/recovery-codes");
export const useDisableTwoFactor = () => useTwoFactorMutation<TwoFactorDisableInput, void>("/me/two-factor/disable");

export function useSetTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorPolicyInput) =>
      api<TwoFactorPolicyView>("/organisation/two-factor", { method: "PUT", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorPolicyQuery.queryKey }),
  });
}
