import { FileClockIcon, GlobeIcon, KeyRoundIcon, ShieldCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

/** Texts: `security.<key>Title` and `…Body` in the landing catalogue. */
const claims = [
  { icon: ShieldCheckIcon, key: "soc" },
  { icon: KeyRoundIcon, key: "sso" },
  { icon: FileClockIcon, key: "logs" },
  { icon: GlobeIcon, key: "residency" },
] as const;

export function SecuritySection() {
  const { t } = useTranslation("landing");
  return (
    <section id="security" aria-labelledby="security-title" className="scroll-mt-20 bg-muted/40 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="security" eyebrow={t("security.eyebrow")} title={t("security.title")}>
          {t("security.lead")}
        </SectionHeading>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {claims.map(({ icon: Icon, key }) => (
            <li key={key} className="rounded-2xl border border-border bg-card p-6 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`security.${key}Title`)}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{t(`security.${key}Body`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
