import { useTranslation } from "react-i18next";
import { toast } from "@/lib/toast";
import { appLocales, isAppLocale, localeNames, type AppLocale } from "@domain/i18n/locales";
import { changeLocale } from "@/i18n/i18n";
import { toastApiError } from "@/lib/api-errors";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useMe } from "@/lib/use-me";
import { useUpdateProfile } from "./use-account";

const BROWSER = "browser";

/** Your language, stored on your account: every device you sign in on speaks it. */
export function LanguageCard() {
  const { t, i18n } = useTranslation("account");
  const { data: me } = useMe();
  const update = useUpdateProfile();
  const choose = (value: string) => {
    const locale: AppLocale | null = isAppLocale(value) ? value : null;
    update.mutate(
      { locale },
      {
        onSuccess: async () => {
          await changeLocale(locale);
          // `t` is fixed to the language this render spoke; the confirmation speaks the one just chosen.
          toast.success(i18n.t("language.saved", { ns: "account" }));
        },
        onError: (error) => toastApiError(error, t("language.failed")),
      },
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("language.title")}</CardTitle>
        <CardDescription>{t("language.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <Label htmlFor="locale">{t("language.label")}</Label>
        <Select value={me?.locale ?? BROWSER} onValueChange={choose} disabled={!me || update.isPending}>
          <SelectTrigger id="locale" className="sm:w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={BROWSER}>{t("language.browser")}</SelectItem>
            {appLocales.map((locale) => (
              <SelectItem key={locale} value={locale} lang={locale}>
                {localeNames[locale]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardContent>
    </Card>
  );
}
