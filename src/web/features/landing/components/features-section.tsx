import {
  ActivityIcon,
  BadgeDollarSignIcon,
  ClockIcon,
  FileBarChart2Icon,
  HandshakeIcon,
  MessagesSquareIcon,
  RouteIcon,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { AskYourReport } from "./ask-your-report";
import { SectionHeading } from "./section-heading";

/** Texts: `features.<key>Title` / `…Body`, and `features.<key>Value` / `…Body` for the benefits. */
const features = [
  { icon: ActivityIcon, key: "monitoring" },
  { icon: FileBarChart2Icon, key: "reports" },
  { icon: MessagesSquareIcon, key: "chat" },
  { icon: RouteIcon, key: "trace" },
] as const;

const benefits = [
  { icon: ClockIcon, key: "hours" },
  { icon: BadgeDollarSignIcon, key: "cost" },
  { icon: HandshakeIcon, key: "risk" },
] as const;

export function FeaturesSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features" eyebrow={t("features.eyebrow")} title={t("features.title")}>
          {t("features.lead")}
        </SectionHeading>
        <div className="mt-14 grid gap-6 lg:grid-cols-[1fr_1fr]">
          <ul className="grid gap-4 sm:grid-cols-2">
            {features.map(({ icon: Icon, key }) => (
              <li key={key} className="rounded-2xl border border-border bg-card p-5 shadow-xs">
                <Icon className="size-6 text-primary" aria-hidden="true" />
                <h3 className="mt-4 font-semibold">{t(`features.${key}Title`)}</h3>
                <p className="mt-1.5 text-sm text-muted-foreground">{t(`features.${key}Body`)}</p>
              </li>
            ))}
          </ul>
          <AskYourReport />
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3" aria-label={t("features.benefits")}>
          {benefits.map(({ icon: Icon, key }) => (
            <li key={key} className="flex items-center gap-4 rounded-2xl bg-primary/8 p-5 dark:bg-primary/15">
              <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
              <p>
                <span className="block text-xl font-bold tracking-tight">{t(`features.${key}Value`)}</span>
                <span className="text-sm text-muted-foreground">{t(`features.${key}Body`)}</span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
