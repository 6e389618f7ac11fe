import { useTranslation } from "react-i18next";
import type { TrainingLanguage } from "@domain/training/languages";
import { currentLocale } from "@/i18n/i18n";
import type english from "@/i18n/locales/en/kiosk.json";

/** The kiosk catalogue of each training language: Hmong exists for the station's lesson texts only. */
const catalogueLanguage: Record<TrainingLanguage, "en" | "es" | "hmn"> = { EN: "en", ES: "es", HM: "hmn" };

/** The lesson's words (read, quiz, result) in the module language the worker chose, Hmong included. */
export function useLessonText(language: TrainingLanguage) {
  return useTranslation("kiosk", { lng: catalogueLanguage[language], keyPrefix: "lesson" }).t;
}

type BilingualKey = "title" | "enterId" | "employeeId" | "continue" | "reenterId" | "hello" | "back";
type Station = (typeof english)["station"];
type StationKey = Exclude<keyof Station, "status"> | `status.${keyof Station["status"]}`;

/**
 * The station's prompts before a worker picks a module's language, in both app languages with the app's
 * own first ("Continue · Continuar"): one shared station serves English and Spanish readers.
 */
export function useStationText() {
  const { t } = useTranslation("kiosk", { keyPrefix: "station" });
  const other = useTranslation("kiosk", { lng: currentLocale() === "es" ? "en" : "es", keyPrefix: "station" }).t;
  return {
    t: (key: StationKey, options?: Record<string, unknown>) =>
      (t as unknown as (k: string, o?: object) => string)(key, options),
    tBoth: (key: BilingualKey) => [t(key), other(key)].join(" · "),
  };
}
