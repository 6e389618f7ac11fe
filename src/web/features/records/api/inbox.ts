import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InboxItemView, InboxListView } from "@domain/schemas/document-inbox";
import type { RecordList } from "@domain/schemas/records";
import type { SopSummaryView } from "@domain/schemas/library";
import { api } from "@/lib/api";
import { inboxKeys, recordKeys, sopKeys } from "@/lib/query-keys";

/** A site's document inbox: its address and items, newest first ("all" or one status). */
export const inboxQuery = (siteId: string, status: string) =>
  queryOptions({
    queryKey: inboxKeys.list(siteId, status),
    queryFn: () => api<InboxListView>(`/sites/${siteId}/inbox${status === "all" ? "" : `?status=${status}`}`),
  });

export const useInbox = (siteId: string, status: string) =>
  useQuery({ ...inboxQuery(siteId, status), enabled: !!siteId, placeholderData: keepPreviousData });

/** The site's latest records and its SOPs: what an item can be filed into. */
export const useFilingTargets = (siteId: string, enabled: boolean) => ({
  records: useQuery({
    queryKey: recordKeys.list(siteId, { inbox: true }),
    queryFn: () => api<RecordList>(`/sites/${siteId}/records?page=1&pageSize=50`),
    enabled: enabled && !!siteId,
  }),
  sops: useQuery({
    queryKey: sopKeys.list(siteId),
    queryFn: () => api<{ sops: SopSummaryView[] }>(`/sites/${siteId}/sops`).then((r) => r.sops),
    enabled: enabled && !!siteId,
  }),
});

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
      queryClient.invalidateQueries({ queryKey: recordKeys.all }),
      queryClient.invalidateQueries({ queryKey: sopKeys.details }),
    ]);
}

export function useUploadToInbox(siteId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append("files", file, file.name);
      return api<{ items: InboxItemView[] }>(`/sites/${siteId}/inbox`, { method: "POST", body: form });
    },
    onSuccess: invalidate,
  });
}

export type TriageAction =
  | { kind: "file-to-record"; recordId: string }
  | { kind: "file-to-library"; sopId: string }
  | { kind: "discard"; reason: string }
  | { kind: "approve"; rememberSender: boolean }
  | { kind: "reject"; reason: string };

export function useTriageInboxItem() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: TriageAction }) => {
      const { kind, ...body } = action;
      return api<InboxItemView>(`/inbox-items/${id}/${kind}`, { method: "POST", body });
    },
    onSuccess: invalidate,
  });
}

/** A new e-mail address for the site's inbox (site admins); the old one stops receiving mail. */
export function useRotateInboxAddress(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ address: string }>(`/sites/${siteId}/inbox/rotate-address`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}
