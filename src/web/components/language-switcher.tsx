import { useTranslation } from "react-i18next";
import { Languages } from "lucide-react";
import { appLocales, isAppLocale, localeNames, type AppLocale } from "@domain/i18n/locales";
import { changeLocale, currentLocale } from "@/i18n/i18n";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { cn } from "@/lib/utils";

/**
 * The language menu of the signed-out pages: switches this device at once (and remembers it here).
 * `onChange` lets a signed-in screen also store the choice on the account.
 */
export function LanguageSwitcher({
  className,
  onChange,
}: {
  className?: string;
  onChange?: (locale: AppLocale) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      value={currentLocale()}
      onValueChange={(value) => {
        if (!isAppLocale(value)) return;
        void changeLocale(value);
        onChange?.(value);
      }}
    >
      <SelectTrigger className={cn("w-auto gap-2", className)} aria-label={t("language.label")}>
        <Languages className="size-4" aria-hidden />
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {appLocales.map((locale) => (
          <SelectItem key={locale} value={locale} lang={locale}>
            {localeNames[locale]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
