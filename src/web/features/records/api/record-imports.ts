import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  RecordImportColumnsView,
  RecordImportPreviewView,
  RecordImportView,
} from "@domain/schemas/record-imports";
import { api } from "@/lib/api";
import { recordKeys } from "@/lib/query-keys";

/** A site's imports of existing logs (decision 145), newest first; they live under the records' key. */
export const recordImportsQuery = (siteId: string) =>
  queryOptions({
    queryKey: [...recordKeys.all, "imports", siteId] as const,
    queryFn: () => api<{ items: RecordImportView[] }>(`/sites/${siteId}/record-imports`),
  });

export const useRecordImports = (siteId: string) => useQuery({ ...recordImportsQuery(siteId), enabled: !!siteId });

export interface ImportRequest {
  file: File;
  formId: string;
  mapping?: Record<string, number | null>;
  clauseId?: string;
}

/** Each step posts the file again with its choices: nothing is kept on the server before the commit. */
function body({ file, ...data }: ImportRequest) {
  const form = new FormData();
  form.append("data", JSON.stringify(data));
  form.append("file", file, file.name);
  return form;
}

export const useImportColumns = (siteId: string) =>
  useMutation({
    mutationFn: (request: ImportRequest) =>
      api<RecordImportColumnsView>(`/sites/${siteId}/record-imports/columns`, { method: "POST", body: body(request) }),
  });

export const useImportPreview = (siteId: string) =>
  useMutation({
    mutationFn: (request: ImportRequest) =>
      api<RecordImportPreviewView>(`/sites/${siteId}/record-imports/preview`, { method: "POST", body: body(request) }),
  });

export function useCommitImport(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      api<RecordImportView>(`/sites/${siteId}/record-imports`, { method: "POST", body: body(request) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}

export function useUndoImport(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<RecordImportView>(`/sites/${siteId}/record-imports/${id}/undo`, { method: "POST", body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.all }),
  });
}
