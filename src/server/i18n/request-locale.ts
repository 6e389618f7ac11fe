import type { FastifyRequest } from "fastify";
import { acceptedLanguages } from "../../domain/i18n/accept-language";
import { pickLocale, type AppLocale } from "../../domain/i18n/locales";

/**
 * The language to answer a request in: the signed-in user's choice (once the route has loaded her),
 * else the request's Accept-Language (the web sends the language it shows), else English.
 */
export function requestLocale(request: FastifyRequest): AppLocale {
  return request.actor?.locale ?? pickLocale(acceptedLanguages(request.headers["accept-language"]));
}
