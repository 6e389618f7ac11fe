import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AuditTrailStatus } from "@domain/schemas/audit-log";
import { api } from "@/lib/api";
import { auditTrailStatusQuery } from "./audit-trail-status";

/** Signs the chain head now (when it moved since the last checkpoint). */
export function useSignCheckpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<AuditTrailStatus & { signed: boolean }>("/audit-log/checkpoints", { method: "POST" }),
    onSuccess: (status) => queryClient.setQueryData(auditTrailStatusQuery.queryKey, status),
  });
}
