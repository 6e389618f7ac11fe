import { inArray } from "drizzle-orm";
import { defaultLocale, type AppLocale } from "../../../domain/i18n/locales";
import type { AppRole } from "../../../domain/roles";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { t } from "../../i18n/catalogue";

/**
 * The language each address is written to (decision 093): the language its account chose in her
 * profile, else the instance default (English). Addresses without an account get the default.
 */
export async function recipientLocales(db: Db, emails: string[]): Promise<Map<string, AppLocale>> {
  const rows = emails.length
    ? await db.select({ email: users.email, locale: users.locale }).from(users).where(inArray(users.email, emails))
    : [];
  return new Map(emails.map((email) => [email, rows.find((r) => r.email === email)?.locale ?? defaultLocale]));
}

const intlLocales: Record<AppLocale, string> = { en: "en-US", es: "es-US" };

/** An instant as an e-mail states it, in the recipient's language and in UTC (the e-mail knows no time zone). */
export const emailInstant = (locale: AppLocale, date: Date) =>
  `${new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(date)} UTC`;

/** A role's name in an e-mail. */
export const emailRole = (locale: AppLocale, role: AppRole) => t(locale, `emails:role.${role}`);
