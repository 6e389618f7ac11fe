import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FindingOwnerOption } from "@domain/audits";
import { api } from "@/lib/api";
import { auditKeys } from "@/lib/query-keys";

export const siteFindingOwnersQuery = (siteId: string) =>
  queryOptions({
    queryKey: auditKeys.findingOwners(siteId),
    queryFn: () => api<{ owners: FindingOwnerOption[] }>(`/sites/${siteId}/finding-owners`).then((r) => r.owners),
  });

/** The members a member-owned finding of the site may be given to (decision 118). */
export const useSiteFindingOwners = (siteId: string) =>
  useQuery({ ...siteFindingOwnersQuery(siteId), enabled: !!siteId });
