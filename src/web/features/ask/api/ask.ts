import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AskHistoryResponse, AskRequest, AskResponse } from "@domain/ask";
import { api } from "@/lib/api";
import { askKeys } from "@/lib/query-keys";

/** POST /api/ask: the answer with its citations; the question joins the user's history. */
export function useAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AskRequest) => api<AskResponse>("/ask", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: askKeys.all }),
  });
}

export const askHistoryQuery = () =>
  queryOptions({
    queryKey: askKeys.history(),
    queryFn: () => api<AskHistoryResponse>("/ask/history").then((r) => r.entries),
  });

/** The user's own questions and answers, newest first. */
export const useAskHistory = () => useQuery(askHistoryQuery());

/** The download of the user's questions and answers with their citations. */
export const askHistoryExportUrl = "/api/ask/history/export";
