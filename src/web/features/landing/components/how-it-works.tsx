import { useTranslation } from "react-i18next";
import { CheckCircle2Icon, PlugZapIcon, SlidersHorizontalIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

/** Each step's texts are `howItWorks.<key>Title` and `…Body` in the landing catalogue. */
const steps = [
  { icon: PlugZapIcon, key: "connect" },
  { icon: SlidersHorizontalIcon, key: "configure" },
  { icon: CheckCircle2Icon, key: "set" },
] as const;

export function HowItWorks() {
  const { t } = useTranslation("landing");
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-it-works" eyebrow={t("howItWorks.eyebrow")} title={t("howItWorks.title")}>
          {t("howItWorks.lead")}
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, key }, i) => (
            <li key={key} className="relative rounded-2xl border border-border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">
                  {t("howItWorks.step", { number: i + 1 })}
                </span>
              </div>
              <h3 className="mt-5 text-lg font-semibold">{t(`howItWorks.${key}Title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`howItWorks.${key}Body`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
