import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { errorStatus, type ErrorBody, type ErrorCode, type FieldErrors } from "../domain/errors";

/** The one error type of the server. Throw it anywhere; the handler below turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);
export const conflict = (message: string) => new AppError("conflict", message);
export const forbidden = (message: string) => new AppError("forbidden", message);

/** zod issues → `{ "a.b.0": "reason" }`, first reason per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The 400 for bad input: names each field and why (the first three in the message too). */
export function invalidInput(fields: FieldErrors): AppError {
  const summary = Object.entries(fields)
    .slice(0, 3)
    .map(([field, reason]) => `${field}: ${reason}`)
    .join("; ");
  return new AppError("validation", `Invalid input — ${summary}`, fields);
}

/** Validates request input with the shared zod schema; bad input is a 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw invalidInput(fieldErrors(result.error));
}

function body(code: ErrorCode, message: string, fields?: FieldErrors): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The one place where error codes become HTTP statuses; a 500 never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(errorStatus[error.code]).send(body(error.code, error.message, error.fields));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.code === "FST_ERR_CTP_BODY_TOO_LARGE" || fastifyError.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply.status(413).send(body("payload_too_large", "The request is larger than the server accepts"));
    }
    if (fastifyError.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send(body("unsupported_media_type", "Send JSON (application/json)"));
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      const code =
        fastifyError.statusCode === 404
          ? "not_found"
          : fastifyError.statusCode === 429
            ? "too_many_requests"
            : "validation";
      return reply.status(fastifyError.statusCode).send(body(code, fastifyError.message));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body("internal", "Something went wrong on our side. The error has been logged."));
  });
}

/**
 * Errors Fastify raises before any route runs (an address that is not percent-encoded UTF-8, a path
 * segment too long): answered in the same JSON shape, never Fastify's own.
 */
export function frameworkError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const message =
    error.code === "FST_ERR_BAD_URL"
      ? "The address is not valid: it must be percent-encoded UTF-8"
      : "The address is not valid";
  return reply.status(error.statusCode ?? 400).send(body("validation", message));
}
