import { useTranslation } from "react-i18next";

const standards = ["PrimusGFS", "SQF", "BRCGS", "Global GAP", "IFS"] as const;

function StandardsList({ hidden }: { hidden?: boolean }) {
  return (
    <ul aria-hidden={hidden || undefined} className="flex min-w-screen shrink-0 items-center justify-around">
      {standards.map((name) => (
        <li
          key={name}
          className="px-8 text-xl font-semibold tracking-tight whitespace-nowrap text-muted-foreground md:px-14"
        >
          {name}
        </li>
      ))}
    </ul>
  );
}

/** The endless strip of supported schemes; the second copy makes the loop seamless. */
export function StandardsMarquee() {
  const { t } = useTranslation("landing");
  return (
    <section aria-label={t("standards.label")} className="border-y border-border bg-muted/40 py-6">
      <p className="mb-3 text-center text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {t("standards.lead")}
      </p>
      <div className="relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div data-testid="marquee-track" className="cw-marquee-track flex w-max">
          <StandardsList />
          <StandardsList hidden />
        </div>
      </div>
    </section>
  );
}
