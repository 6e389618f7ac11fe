/**
 * The one error vocabulary of the API. The server maps each code to an HTTP status in one place
 * (src/server/errors.ts); the web client reads the same shape back.
 */
export const errorStatus = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  /** A service we depend on (an organisation's identity provider) did not answer or answered wrongly. */
  bad_gateway: 502,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Field path (dot-separated) → human reason. */
export type FieldErrors = Record<string, string>;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}
