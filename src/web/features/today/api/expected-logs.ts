import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ExpectedLogsView } from "@domain/schemas/schedules";
import { api } from "@/lib/api";
import { recordKeys } from "@/lib/query-keys";

export const expectedLogsQuery = (siteId: string, from: string, to: string) =>
  queryOptions({
    queryKey: recordKeys.expected(siteId, from, to),
    queryFn: () => api<ExpectedLogsView>(`/sites/${siteId}/expected-logs?from=${from}&to=${to}`),
  });

/** The logs a site's schedules expect from..to (site-local dates), with what became of each. */
export const useExpectedLogs = (siteId: string, from: string, to: string) =>
  useQuery({ ...expectedLogsQuery(siteId, from, to), enabled: !!siteId && !!from });
