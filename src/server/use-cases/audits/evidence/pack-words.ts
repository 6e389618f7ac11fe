import type { AppLocale } from "../../../../domain/i18n/locales";
import { type MessageVars, type ServerMessageKey, t } from "../../../i18n/catalogue";

/**
 * The pack's fixed words in its language (decision 098): the evidence sources word each row's title,
 * status and labels with it, so a Spanish pack's rows, PDF and CSVs are Spanish; what users typed stays
 * as typed.
 */
export const packT =
  (locale: AppLocale) =>
  (key: ServerMessageKey, vars?: MessageVars): string =>
    t(locale, key, vars);
