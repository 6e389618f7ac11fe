import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FirstRunChecklist } from "@domain/accounts/first-run";
import { api } from "@/lib/api";
import { firstRunKeys } from "@/lib/query-keys";

export const firstRunQuery = queryOptions({
  queryKey: firstRunKeys.all,
  queryFn: () => api<FirstRunChecklist>("/first-run"),
});

export function useFirstRun() {
  return useQuery(firstRunQuery);
}
