import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AskAnswer, AskHistoryItem, AskInput } from "@domain/schemas/ask";
import { api } from "@/lib/api";
import { askKeys } from "@/lib/query-keys";

/** POST /api/ask: the answer with its citations; the question joins the user's history. */
export function useAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AskInput) => api<AskAnswer>("/ask", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: askKeys.all }),
  });
}

/** The questions the history screen shows (the export has them all). */
export const HISTORY_LIMIT = 100;

export const askHistoryQuery = () =>
  queryOptions({
    queryKey: askKeys.history(),
    queryFn: () => api<{ items: AskHistoryItem[]; total: number }>(`/ask/history?limit=${HISTORY_LIMIT}`),
  });

/** The user's own questions and answers, newest first. */
export const useAskHistory = () => useQuery(askHistoryQuery());

/** The download of the user's questions and answers with their citations. */
export const askHistoryExportUrl = "/api/ask/history.csv";
