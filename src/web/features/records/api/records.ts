import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  RecordCorrectionInput,
  RecordDetail,
  RecordInput,
  RecordList,
  RecordSubmission,
} from "@domain/schemas/records";
import { api } from "@/lib/api";
import { overviewKeys, recordKeys } from "@/lib/query-keys";
import { sendLog } from "@/features/records/offline/send-queued-log";

export interface RecordFilters {
  search?: string;
  type?: string;
  status?: string;
  clause?: string;
  from?: string;
  to?: string;
  sort?: "recent" | "due";
  page: number;
  pageSize: number;
}

const toQuery = (filters: object) =>
  new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === "" || v === "all" ? [] : [[k, String(v)]])),
  ).toString();

export const recordsQuery = (siteId: string, filters: RecordFilters) =>
  queryOptions({
    queryKey: recordKeys.list(siteId, filters),
    queryFn: () => api<RecordList>(`/sites/${siteId}/records?${toQuery(filters)}`),
  });

export const recordQuery = (id: string) =>
  queryOptions({ queryKey: recordKeys.detail(id), queryFn: () => api<RecordDetail>(`/records/${id}`) });

export const useRecords = (siteId: string, filters: RecordFilters) =>
  useQuery({ ...recordsQuery(siteId, filters), enabled: !!siteId, placeholderData: keepPreviousData });
export const useRecord = (id: string | null) => useQuery({ ...recordQuery(id ?? ""), enabled: !!id });

/** Every records query (lists, details, stats) and the overview that counts them. */
function useInvalidateRecords() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recordKeys.all }),
      queryClient.invalidateQueries({ queryKey: overviewKeys.all }),
    ]);
}

export function useCreateRecord(siteId: string) {
  const invalidate = useInvalidateRecords();
  return useMutation({
    // Tried even when the browser thinks it is offline: a failure without an answer queues the log.
    networkMode: "always",
    mutationFn: ({ input, files, submission }: { input: RecordInput; files: File[]; submission: RecordSubmission }) =>
      sendLog(siteId, input, submission, files),
    onSuccess: invalidate,
  });
}

export function useReviewRecord() {
  const invalidate = useInvalidateRecords();
  return useMutation({
    mutationFn: ({ id, decision, notes }: { id: string; decision: "approve" | "reject"; notes: string }) =>
      api<RecordDetail>(`/records/${id}/${decision}`, { method: "POST", body: { notes } }),
    onSuccess: invalidate,
  });
}

export function useCorrectRecord() {
  const invalidate = useInvalidateRecords();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RecordCorrectionInput }) =>
      api<RecordDetail>(`/records/${id}/corrections`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export { toQuery };
