import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  LogScheduleView,
  LogSchedulesView,
  ScheduleCreateInput,
  WorkingCalendarView,
} from "@domain/schemas/schedules";
import type { WorkingCalendar } from "@domain/schedules/working-calendar";
import { api } from "@/lib/api";
import { recordKeys, siteKeys } from "@/lib/query-keys";

const site = (siteId: string) => `/sites/${encodeURIComponent(siteId)}`;

export const workingCalendarQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.calendar(siteId),
    queryFn: () => api<WorkingCalendarView>(`${site(siteId)}/working-calendar`),
  });

export const logSchedulesQuery = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.schedules(siteId),
    queryFn: () => api<LogSchedulesView>(`${site(siteId)}/log-schedules`),
  });

export const useWorkingCalendar = (siteId: string) => useQuery(workingCalendarQuery(siteId));
export const useLogSchedules = (siteId: string) => useQuery(logSchedulesQuery(siteId));

/** After a calendar or schedule change the expected logs (under the records' key) are stale too. */
function useInvalidate(siteId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
      queryClient.invalidateQueries({ queryKey: recordKeys.all }),
    ]);
}

export function useSaveWorkingCalendar(siteId: string) {
  const invalidate = useInvalidate(siteId);
  return useMutation({
    mutationFn: (calendar: WorkingCalendar) =>
      api<WorkingCalendarView>(`${site(siteId)}/working-calendar`, { method: "PUT", body: calendar }),
    onSuccess: invalidate,
  });
}

export function useCreateLogSchedule(siteId: string) {
  const invalidate = useInvalidate(siteId);
  return useMutation({
    mutationFn: (input: ScheduleCreateInput) =>
      api<LogScheduleView>(`${site(siteId)}/log-schedules`, { method: "POST", body: input }),
    onSuccess: invalidate,
  });
}

export function useEndLogSchedule(siteId: string) {
  const invalidate = useInvalidate(siteId);
  return useMutation({
    mutationFn: ({ id, endsOn }: { id: string; endsOn: string }) =>
      api<LogScheduleView>(`/log-schedules/${id}/end`, { method: "POST", body: { endsOn } }),
    onSuccess: invalidate,
  });
}
