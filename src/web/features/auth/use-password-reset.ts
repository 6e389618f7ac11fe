import { queryOptions, useMutation } from "@tanstack/react-query";
import type {
  ForgotPasswordAnswer,
  ForgotPasswordInput,
  PasswordResetInput,
  PasswordResetPreview,
} from "@domain/schemas/password-reset";
import { api } from "@/lib/api";
import { passwordResetKeys } from "@/lib/query-keys";

/** Whose password a reset link sets (410 once used or expired). */
export const passwordResetQuery = (token: string) =>
  queryOptions({
    queryKey: passwordResetKeys.link(token),
    queryFn: () => api<PasswordResetPreview>(`/auth/password-reset/${encodeURIComponent(token)}`),
    retry: false,
  });

export const useForgotPassword = () =>
  useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api<ForgotPasswordAnswer>("/auth/forgot-password", { method: "POST", body: input }),
  });

export const useResetPassword = () =>
  useMutation({
    mutationFn: (input: PasswordResetInput) => api<void>("/auth/password-reset", { method: "POST", body: input }),
  });
