import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OutboxView } from "@domain/schemas/email";
import { api } from "@/lib/api";
import { outboxKeys } from "@/lib/query-keys";

/** The organisation's e-mails, newest first (administrators). */
export const outboxQuery = queryOptions({
  queryKey: outboxKeys.all,
  queryFn: () => api<OutboxView>("/admin/outbox"),
});

export const useOutbox = () => useQuery(outboxQuery);
