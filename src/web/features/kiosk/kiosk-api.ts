import { queryOptions, skipToken } from "@tanstack/react-query";
import type { KioskAttemptInput } from "@domain/schemas/training";
import type { TrainingLanguage } from "@domain/training/languages";
import type { AttemptResult, KioskInfo, ReadingStart, WorkerAssignment, WorkerContent } from "@domain/training/views";
import { api } from "@/lib/api";
import { kioskKeys } from "@/lib/query-keys";

/** The worker-facing API: no session cookie, the kiosk token in the path and the worker's ticket in a header. */
const call = <T>(path: string, options: { method?: "GET" | "POST"; body?: unknown; ticket?: string } = {}) =>
  api<T>(`/kiosk/${path}`, {
    method: options.method,
    body: options.body,
    credentials: "omit",
    headers: options.ticket ? { "x-kiosk-ticket": options.ticket } : undefined,
  });

export const kioskApi = {
  info: (token: string) => call<KioskInfo>(token),
  identify: (token: string, employeeCode: string) =>
    call<{ ticket: string; employee: { name: string; employeeCode: string } }>(`${token}/identify`, {
      method: "POST",
      body: { employeeCode },
    }),
  assignments: (token: string, ticket: string) =>
    call<{ employee: { name: string }; items: WorkerAssignment[] }>(`${token}/assignments`, { ticket }),
  content: (token: string, ticket: string, id: string, language: TrainingLanguage) =>
    call<WorkerContent>(`${token}/assignments/${id}/content?language=${language}`, { ticket }),
  start: (token: string, ticket: string, id: string) =>
    call<ReadingStart>(`${token}/assignments/${id}/start`, { method: "POST", ticket }),
  attempt: (token: string, ticket: string, id: string, input: KioskAttemptInput) =>
    call<AttemptResult>(`${token}/assignments/${id}/attempts`, { method: "POST", body: input, ticket }),
};

/** What the station shows before anyone identifies; an unknown or revoked link is final, so no retry. */
export const kioskStationQuery = (token: string) =>
  queryOptions({ queryKey: kioskKeys.station(token), queryFn: () => kioskApi.info(token), retry: false });

export const kioskAssignmentsQuery = (token: string, ticket: string) =>
  queryOptions({ queryKey: kioskKeys.assignments(token, ticket), queryFn: () => kioskApi.assignments(token, ticket) });

/** An assignment's content in the chosen language; nothing is fetched until a language is chosen. */
export const kioskContentQuery = (token: string, ticket: string, id: string, language: TrainingLanguage | null) =>
  queryOptions({
    queryKey: kioskKeys.content(token, id, language),
    queryFn: language ? () => kioskApi.content(token, ticket, id, language) : skipToken,
  });
