import type { ErrorBody } from "@domain/errors";
import type { KioskAttemptInput } from "@domain/schemas/training";
import type { TrainingLanguage } from "@domain/training/languages";
import type { AttemptResult, KioskInfo, WorkerAssignment, WorkerContent } from "@domain/training/views";
import { ApiError } from "@/lib/api";

/** The worker-facing API: no session cookie, the kiosk token in the path and the worker's ticket in a header. */
async function call<T>(
  path: string,
  options: { method?: "GET" | "POST"; body?: unknown; ticket?: string } = {},
): Promise<T> {
  const response = await fetch(`/api/kiosk/${path}`, {
    method: options.method ?? "GET",
    credentials: "omit",
    headers: {
      ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(options.ticket ? { "x-kiosk-ticket": options.ticket } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? "internal",
      error?.message ?? `Request failed (${response.status})`,
      error?.fields,
    );
  }
  return data as T;
}

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
  attempt: (token: string, ticket: string, id: string, input: KioskAttemptInput) =>
    call<AttemptResult>(`${token}/assignments/${id}/attempts`, { method: "POST", body: input, ticket }),
};
