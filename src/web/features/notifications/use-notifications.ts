import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MarkNotificationsRead, NotificationItem } from "@domain/notifications";
import { api } from "@/lib/api";
import { notificationKeys } from "@/lib/query-keys";

type NotificationList = { items: NotificationItem[]; unread: number };

export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: () => api<NotificationList>("/notifications"),
  refetchInterval: 60_000,
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkNotificationsRead) =>
      api<NotificationList>("/notifications/read", { method: "POST", body: input }),
    onSuccess: (data) => queryClient.setQueryData(notificationsQuery.queryKey, data),
  });
}
