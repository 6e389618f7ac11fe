import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuditVerificationView } from "@domain/schemas/audit-log";
import { api } from "@/lib/api";
import { auditTrailStatusQuery } from "./audit-trail-status";

/** Queues a verification of the whole trail; the status query polls until its result is in. */
export function useVerifyNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AuditVerificationView>("/audit-log/verifications", { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditTrailStatusQuery.queryKey }),
  });
}
