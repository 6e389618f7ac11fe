import { queryOptions, useQuery } from "@tanstack/react-query";
import type { FirstRunChecklist } from "@domain/accounts/first-run";
import { api } from "@/lib/api";

export const firstRunQuery = queryOptions({
  queryKey: ["first-run"],
  queryFn: () => api<FirstRunChecklist>("/first-run"),
});

export function useFirstRun() {
  return useQuery(firstRunQuery);
}
