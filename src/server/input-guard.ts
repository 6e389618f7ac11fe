import type { FastifyInstance } from "fastify";
import { findBadPercentEncoding, findUnsafeText } from "../domain/input/unsafe-text";
import { invalidFields } from "./errors";

/**
 * The one gate for text a request carries: before any route runs, every string of its path
 * parameters, query and JSON body (keys included) is refused with a 400 naming the field when it
 * holds a NUL character or a lone UTF-16 surrogate, and so is a query that is not percent-encoded
 * UTF-8 (the path itself is checked by Fastify: see frameworkError in errors.ts). Multipart fields and file names are checked where
 * multipart is read (read-multipart.ts), with the same rule.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const url = request.raw.url ?? "";
    const query = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
    const fields = {
      ...findBadPercentEncoding(query),
      ...findUnsafeText(request.params, "params"),
      ...findUnsafeText(request.query, "query"),
      ...findUnsafeText(request.body, "body"),
    };
    if (Object.keys(fields).length > 0) throw invalidFields(fields);
  });
}
