import { useTranslation } from "react-i18next";
import { ArrowRightIcon, PlayCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { scrollToSection } from "@/features/landing/scroll-to-section";
import { GetStartedButton } from "./get-started-button";
import { HeroOrbs } from "./hero-orbs";
import { ReadinessPreview } from "./readiness-preview";

export function Hero() {
  const { t } = useTranslation("landing");
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden pt-28 pb-16 md:pt-36 md:pb-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_60%_at_70%_0%,oklch(0.93_0.06_150/0.8),transparent_70%)] dark:bg-[radial-gradient(ellipse_80%_60%_at_70%_0%,oklch(0.3_0.06_150/0.6),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 sm:px-6 md:grid-cols-[1.1fr_1fr]">
        <div className="text-center md:text-left">
          <HeroOrbs variant="mobile" />
          <p className="mt-6 inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary/5 px-3 py-1 text-xs font-medium text-primary md:mt-0">
            {t("hero.eyebrow")}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t("hero.titleStart")}
            <span className="text-primary">{t("hero.titleHighlight")}</span>
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted-foreground">{t("hero.lead")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            <GetStartedButton size="lg">
              {t("hero.getStarted")} <ArrowRightIcon aria-hidden="true" />
            </GetStartedButton>
            <Button variant="outline" size="lg" onClick={() => scrollToSection("try-it-out")}>
              <PlayCircleIcon aria-hidden="true" /> {t("hero.tryDemo")}
            </Button>
          </div>
        </div>
        <div className="relative mx-auto hidden w-full max-w-md py-10 md:block">
          <HeroOrbs variant="desktop" />
          <ReadinessPreview />
        </div>
      </div>
    </section>
  );
}
