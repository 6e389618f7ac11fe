import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationPreferencesView,
  UpdateNotificationPreferencesInput,
} from "@domain/schemas/notification-preferences";
import { api } from "@/lib/api";
import { meKeys } from "@/lib/query-keys";

export const notificationPreferencesQuery = queryOptions({
  queryKey: meKeys.notificationPreferences(),
  queryFn: () => api<NotificationPreferencesView>("/account/notification-preferences"),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQuery);
}

/** Changes the e-mail setting of the kinds named; the answer is the whole setting. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateNotificationPreferencesInput) =>
      api<NotificationPreferencesView>("/account/notification-preferences", { method: "PUT", body: input }),
    onSuccess: (view) => queryClient.setQueryData(notificationPreferencesQuery.queryKey, view),
  });
}
