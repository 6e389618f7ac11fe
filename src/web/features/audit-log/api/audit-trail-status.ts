import { queryOptions, useQuery } from "@tanstack/react-query";
import type { AuditTrailStatus } from "@domain/schemas/audit-log";
import { api } from "@/lib/api";
import { auditLogKeys } from "@/lib/query-keys";

const inProgress = (status: AuditTrailStatus | undefined) =>
  status?.latestVerification?.status === "queued" || status?.latestVerification?.status === "running";

export const auditTrailStatusQuery = queryOptions({
  queryKey: auditLogKeys.status(),
  queryFn: () => api<AuditTrailStatus>("/audit-log/status"),
  // While Verify now runs in the background, ask again until its result is in.
  refetchInterval: (query) => (inProgress(query.state.data) ? 2000 : false),
});

/** The chain head, the newest signed checkpoint, the signing key and the latest Verify now. */
export function useAuditTrailStatus() {
  return useQuery(auditTrailStatusQuery);
}
