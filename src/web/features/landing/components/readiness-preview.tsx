import { AlertTriangleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { auditModules } from "@domain/audit-demo/types";
import { formatPercent } from "@/lib/format-number";
import { sampleSummary, SCHEME_LABEL } from "@domain/audit-demo/sample-summary";

/** A still of a finished report, to show what the product produces. */
export function ReadinessPreview() {
  const { t } = useTranslation("landing");
  return (
    <div
      aria-hidden="true"
      className="relative mx-12 rounded-2xl border border-border bg-card/90 p-6 shadow-xl backdrop-blur"
    >
      <div className="flex items-start justify-between">
        <div>
          <p className="text-xs font-medium text-muted-foreground">{t("readiness.title", { scheme: SCHEME_LABEL })}</p>
          <p className="mt-1 text-4xl font-bold tracking-tight">{formatPercent(sampleSummary.overallPercent)}</p>
        </div>
        <span className="rounded-full bg-success/15 px-2 py-1 text-xs font-medium text-success">
          {t("readiness.auditReady")}
        </span>
      </div>
      <ul className="mt-5 space-y-3">
        {auditModules.map((module) => (
          <li key={module}>
            <div className="flex justify-between text-xs">
              <span>{t(`readiness.modules.${module}`)}</span>
              <span className="text-muted-foreground">{formatPercent(sampleSummary.modules[module])}</span>
            </div>
            <div className="mt-1 h-1.5 rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${sampleSummary.modules[module]}%` }} />
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex items-center gap-2 rounded-lg bg-warning/15 px-3 py-2 text-xs">
        <AlertTriangleIcon className="size-4 text-warning" />
        {t("readiness.findings", { count: 3 })}
      </p>
    </div>
  );
}
