import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SearchHit } from "@domain/search";
import { api } from "@/lib/api";
import { searchKeys } from "@/lib/query-keys";

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.results(q),
    queryFn: () => api<{ hits: SearchHit[] }>(`/search?q=${encodeURIComponent(q)}&limit=20`),
    staleTime: 30_000,
  });

export function useSearch(q: string) {
  const trimmed = q.trim();
  return useQuery({ ...searchQuery(trimmed), enabled: trimmed.length > 0, placeholderData: keepPreviousData });
}
