import { type ErrorBody, type ErrorCode, type FieldErrors, errorStatus } from "@domain/errors";
import { currentLocale } from "@/i18n/i18n";

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

export interface ApiRequest {
  method?: Method;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The session cookie goes along by default; the worker kiosk sends none (`"omit"`). */
  credentials?: RequestCredentials;
}

/**
 * The one fetch of the web: calls `/api{path}` and returns the 2xx answer; any other answer throws an
 * ApiError (see apiErrorFrom). A network failure throws the browser's TypeError unchanged.
 */
export async function apiFetch(path: string, options: ApiRequest = {}): Promise<Response> {
  const { body } = options;
  const isForm = body instanceof FormData;
  const response = await fetch(`/api${path}`, {
    method: options.method ?? "GET",
    credentials: options.credentials ?? "same-origin",
    headers: {
      // Messages come back in the language the page shows (a signed-in user's choice wins on the server).
      "accept-language": currentLocale(),
      ...(body === undefined || isForm ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** Calls the JSON API and returns its parsed answer (undefined for an empty one). */
export async function api<T>(path: string, options: ApiRequest = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const text = await response.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(
      response.status,
      "internal",
      "Clausewise sent an answer this page cannot read. Reload the page.",
    );
  }
}

/**
 * The ApiError of a non-2xx answer: the API's own `{ error: { code, message, fields } }` when the body is
 * one; otherwise — an HTML error page from a proxy, an empty body — a readable message for its status,
 * never the page's markup.
 */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const error = errorOf(await response.text().catch(() => ""));
  if (error) return new ApiError(response.status, error.code, error.message, error.fields);
  return new ApiError(response.status, codeOf(response.status), failureMessage(response));
}

function errorOf(text: string): ErrorBody["error"] | undefined {
  try {
    const error = (JSON.parse(text) as Partial<ErrorBody> | null)?.error;
    return typeof error?.message === "string" && typeof error.code === "string" ? error : undefined;
  } catch {
    return undefined;
  }
}

/** The code of an answer without the API's error shape (a proxy's page): any 5xx is "internal". */
const codeOf = (status: number): ErrorCode =>
  status >= 500
    ? "internal"
    : ((Object.entries(errorStatus).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ?? "internal");

function failureMessage(response: Response): string {
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`;
  if (response.status === 413) return `The upload is too large for the server (${status}).`;
  if (response.status === 429) return `Too many requests; wait a moment and try again (${status}).`;
  if (response.status >= 500) return `Clausewise is not answering right now (${status}). Try again in a moment.`;
  return `The request could not be completed (${status}).`;
}
