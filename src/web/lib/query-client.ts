import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** Spec §9: retry 3 times with exponential backoff capped at 30 s; garbage-collect after 5 minutes.
 *  A 4xx answer is final, so it is not retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 15_000,
      },
    },
  });
}
