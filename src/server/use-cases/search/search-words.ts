import { navKeyOf } from "../../../domain/app-pages";
import type { AppLocale } from "../../../domain/i18n/locales";
import { t, type ServerMessageKey } from "../../i18n/catalogue";

/**
 * Labels of stored codes in a language,: `screens:<prefix>.<code>`
 * of each code. Empty for English, whose labels a source already matches.
 */
export const labelsIn = (locale: AppLocale, prefix: string, codes: readonly string[]): Record<string, string> =>
  locale === "en"
    ? {}
    : Object.fromEntries(codes.map((code) => [code, t(locale, `screens:${prefix}.${code}` as ServerMessageKey)]));

/** A result type's group name in the reader's language (`screens:search.type.*`, as the web words it). */
export const typeLabelIn = (locale: AppLocale, type: string) =>
  t(locale, `screens:search.type.${type}` as ServerMessageKey);

/** A screen's title in the reader's language (`screens:search.page.*`, the web's navigation words). */
export const pageTitleIn = (locale: AppLocale, path: string) =>
  t(locale, `screens:search.page.${navKeyOf(path)}` as ServerMessageKey);

/** A quantity as its reader writes it (US English or US Spanish, decision 071): "1,200.5". */
export const formatQuantity = (value: number, locale: AppLocale) =>
  new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", { maximumFractionDigits: 2 }).format(value);
