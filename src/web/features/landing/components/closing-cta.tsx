import { ArrowRightIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePublicConfig } from "@/lib/use-public-config";
import { ExternalLinkButton } from "./external-link-button";
import { GetStartedButton } from "./get-started-button";

export function ClosingCta() {
  const { t } = useTranslation("landing");
  const { requestDemoUrl } = usePublicConfig();

  return (
    <section aria-labelledby="closing-title" className="px-4 py-20 sm:px-6 md:py-28">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-[linear-gradient(135deg,oklch(0.45_0.12_155),oklch(0.55_0.14_145))] px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 size-72 rounded-full bg-white/5" />
        <h2 id="closing-title" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {t("closing.title")}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-white/85">{t("closing.lead")}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <GetStartedButton size="lg" variant="secondary">
            {t("closing.getStarted")} <ArrowRightIcon aria-hidden="true" />
          </GetStartedButton>
          <ExternalLinkButton href={requestDemoUrl} size="lg" variant="outlineOnPrimary">
            {t("closing.requestDemo")}
          </ExternalLinkButton>
        </div>
      </div>
    </section>
  );
}
