import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { errorStatus, type ErrorBody, type ErrorCode, type FieldErrors } from "../domain/errors";
import type { AppLocale } from "../domain/i18n/locales";
import { englishText, type Message, messageSchema } from "../domain/i18n/message";
import { translateText, type MessageVars } from "./i18n/catalogue";
import { renderMessage } from "./i18n/render-message";
import { requestLocale } from "./i18n/request-locale";

/**
 * The one error type of the server. Throw it anywhere; the handler below turns it into JSON in the
 * requester's language: `message` is the English text and the key of its translations in
 * `src/server/i18n/locales/<language>/errors.json`; a text with variables is written with `{{name}}`
 * placeholders and `vars` fill them (each value is itself translated when the catalogue has it).
 */
export class AppError extends Error {
  readonly key: string;
  /** The field reasons in English, `vars` filled in (the 400's `fields`). */
  readonly fields?: FieldErrors;
  /** The field reasons as written: the keys of their translations, `{{name}}` placeholders and all. */
  readonly fieldKeys?: FieldErrors;
  /** Set for a 400 from a zod schema: the reasons again, in another language. */
  localizeFields?: (locale: AppLocale) => FieldErrors;
  /** Set when the message is built from messages (decision 112): the message again, in another language. */
  localizeMessage?: (locale: AppLocale) => string;
  constructor(
    readonly code: ErrorCode,
    message: string,
    fields?: FieldErrors,
    readonly headers?: Record<string, string>,
    readonly vars?: MessageVars,
  ) {
    super(vars ? fill(message, vars) : message);
    this.key = message;
    this.fieldKeys = fields;
    this.fields =
      fields && vars
        ? Object.fromEntries(Object.entries(fields).map(([field, reason]) => [field, fill(reason, vars)]))
        : fields;
  }

  /**
   * A refusal whose text is a message of the domain (decision 112), optionally as a field's reason too,
   * and with headers (a 429's Retry-After).
   */
  static of(code: ErrorCode, message: Message, field?: string, headers?: Record<string, string>): AppError {
    if (code === "validation" && field) return invalidField(field, message);
    return new AppError(code, message.key, undefined, headers, message.values);
  }

  /** The message in a language. */
  messageIn(locale: AppLocale): string {
    if (locale === "en") return this.message;
    if (this.localizeMessage) return this.localizeMessage(locale);
    return translateText(locale, "errors", this.key, this.varsIn(locale));
  }

  /** The field reasons in a language (the same `vars` fill them). */
  fieldsIn(locale: AppLocale): FieldErrors | undefined {
    if (locale === "en" || !this.fieldKeys) return this.fields;
    const vars = this.varsIn(locale);
    return Object.fromEntries(
      Object.entries(this.fieldKeys).map(([field, reason]) => [field, translateText(locale, "errors", reason, vars)]),
    );
  }

  /** Each text variable is itself translated when the catalogue has it (a label, a status). */
  private varsIn(locale: AppLocale): MessageVars {
    return Object.fromEntries(
      Object.entries(this.vars ?? {}).map(([name, value]) => [
        name,
        typeof value === "string" ? translateText(locale, "errors", value) : value,
      ]),
    );
  }
}

const fill = (text: string, vars: MessageVars) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars[name] ?? whole));

export const notFound = (what: string) =>
  new AppError("not_found", "{{what}} not found", undefined, undefined, { what });
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
  return new AppError("validation", "Invalid input — {{summary}}", fields, undefined, { summary });
}

/** The 400 for one field whose reason is a message of the domain: "Invalid input — password: Use at least 12 characters". */
export function invalidField(field: string, reason: Message): AppError {
  return new AppError("validation", "Invalid input — {{summary}}", { [field]: reason.key }, undefined, {
    ...reason.values,
    summary: `${field}: ${englishText(reason)}`,
  });
}

/**
 * A 400 whose field reasons are messages (decision 112), e.g. the bad rows of an imported file: English
 * in `fields`, rendered in the requester's language when she reads another.
 */
export function invalidMessages(
  text: string,
  vars: MessageVars,
  fields: Record<string, Message | readonly Message[]>,
): AppError {
  const join = (render: (message: Message) => string) =>
    Object.fromEntries(
      Object.entries(fields).map(([field, reasons]) => [field, [reasons].flat().map(render).join("; ")]),
    );
  const error = new AppError("validation", text, join(englishText), undefined, vars);
  error.localizeFields = (locale) => join((reason) => renderMessage(locale, reason));
  return error;
}

/**
 * `invalidInput` for reasons that are messages (decision 112): "Invalid input — field: reason", with the
 * reasons rendered in the requester's language when she reads another.
 */
export function invalidFields(fields: Record<string, Message>): AppError {
  const summary = Object.entries(fields)
    .slice(0, 3)
    .map(([field, reason]) => `${field}: ${englishText(reason)}`)
    .join("; ");
  return invalidMessages("Invalid input — {{summary}}", { summary }, fields);
}

/**
 * A 400 whose message is its field reasons (messages, decision 112) joined by "; " — a refused upload
 * names each file and why — in the requester's language.
 */
export function invalidReasons(fields: Record<string, readonly Message[]>): AppError {
  const all = Object.values(fields).flat();
  const error = invalidMessages(all.map(englishText).join("; "), {}, fields);
  error.localizeMessage = (locale) => all.map((reason) => renderMessage(locale, reason)).join("; ");
  return error;
}

/**
 * A 400 about a part of a larger input, its fields named within the whole: an imported document's third
 * event's `harvestDate` becomes `eventList.3.harvestDate`, in every language.
 */
export function withFieldPrefix(error: AppError, prefix: string): AppError {
  const rename = (fields: FieldErrors | undefined) =>
    Object.fromEntries(Object.entries(fields ?? {}).map(([field, reason]) => [`${prefix}${field}`, reason]));
  const wrapped = invalidInput(rename(error.fields));
  wrapped.localizeFields = (locale) => rename(error.localizeFields?.(locale) ?? error.fieldsIn(locale));
  return wrapped;
}

/** Validates request input with the shared zod schema; bad input is a 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const error = invalidInput(fieldErrors(result.error));
  // In another language: zod's own reasons from its locale, the schema's reasons from the catalogue.
  error.localizeFields = (locale) => {
    const again = schema.safeParse(data ?? {}, { error: zodLocales[locale]().localeError });
    if (again.success) return {};
    // A reason given with a message (a number in it: plurals) is rendered from it; others are looked up.
    const fields: FieldErrors = {};
    for (const issue of again.error.issues) {
      const key = issue.path.map(String).join(".") || "body";
      const given = issue.code === "custom" ? messageSchema.safeParse(issue.params?.message) : null;
      fields[key] ??= given?.success
        ? renderMessage(locale, given.data)
        : translateText(locale, "validation", issue.message);
    }
    return fields;
  };
  throw error;
}
const zodLocales = { en: z.locales.en, es: z.locales.es } as const;

/** The JSON error body of an AppError in the requester's language. */
function localized(error: AppError, locale: AppLocale): ErrorBody {
  if (locale === "en") return body(error.code, error.message, error.fields);
  const fields = error.localizeFields?.(locale) ?? error.fieldsIn(locale);
  if (error.code === "validation" && fields && error.key.startsWith("Invalid input — ")) {
    const summary = Object.entries(fields)
      .slice(0, 3)
      .map(([field, reason]) => `${field}: ${reason}`)
      .join("; ");
    return body(error.code, translateText(locale, "errors", "Invalid input — {{summary}}", { summary }), fields);
  }
  return body(error.code, error.messageIn(locale), fields);
}

function body(code: ErrorCode, message: string, fields?: FieldErrors): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** The one place where error codes become HTTP statuses; a 500 never leaks internals. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(errorStatus[error.code]).send(localized(error, requestLocale(request)));
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.code === "FST_ERR_CTP_BODY_TOO_LARGE" || fastifyError.code === "FST_REQ_FILE_TOO_LARGE") {
      return reply
        .status(413)
        .send(
          localized(
            new AppError("payload_too_large", "The request is larger than the server accepts"),
            requestLocale(request),
          ),
        );
    }
    if (fastifyError.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply
        .status(415)
        .send(
          localized(new AppError("unsupported_media_type", "Send JSON (application/json)"), requestLocale(request)),
        );
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
    return reply
      .status(500)
      .send(
        localized(
          new AppError("internal", "Something went wrong on our side. The error has been logged."),
          requestLocale(request),
        ),
      );
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
