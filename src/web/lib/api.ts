import type { ErrorBody, ErrorCode, FieldErrors } from "@domain/errors";

/** An error answered by the API, carrying its code and, for bad input, the reason per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Calls the JSON API with the session cookie; throws ApiError on any non-2xx answer. */
export async function api<T>(path: string, options: { method?: Method; body?: unknown } = {}): Promise<T> {
  const isForm = options.body instanceof FormData;
  const response = await fetch(`/api${path}`, {
    method: options.method ?? "GET",
    credentials: "same-origin",
    headers: options.body === undefined || isForm ? undefined : { "content-type": "application/json" },
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const body = data as ErrorBody | undefined;
    throw new ApiError(
      response.status,
      body?.error?.code ?? "internal",
      body?.error?.message ?? `Request failed (${response.status})`,
      body?.error?.fields,
    );
  }
  return data as T;
}
