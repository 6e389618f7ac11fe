import { useEffect } from "react";
import type { AppLocale } from "@domain/i18n/locales";
import { changeLocale } from "@/i18n/i18n";

/** The signed-in user's chosen language wins over the device's; with none chosen the device's stays. */
export function useProfileLocale(locale: AppLocale | null | undefined) {
  useEffect(() => {
    if (locale) void changeLocale(locale);
  }, [locale]);
}
