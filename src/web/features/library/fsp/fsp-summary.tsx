import { FileCheck2, ListChecks, ShieldAlert, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { FspView } from "@domain/schemas/library";
import { Card, CardContent } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { StatusPill } from "@/features/library/components/status-pill";
import { formatSignedAt } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

/** Progress, the latest PCQI signature (current or not) and what still needs attention. */
export function FspSummary({ plan }: { plan: FspView }) {
  const { t } = useTranslation("library");
  const completed = plan.sections.filter((s) => s.status === "completed").length;
  const open = plan.sections.length - completed;
  const signature = plan.latestSignature;
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <Card className="py-4">
        <CardContent className="space-y-3 px-4">
          <div className="flex items-center justify-between">
            <p className="text-sm text-muted-foreground">{t("fsp.summary.progress")}</p>
            <ListChecks className="size-4 text-primary" aria-hidden />
          </div>
          <p className="text-2xl font-semibold tabular-nums" data-testid="fsp-progress">
            {formatPercent(plan.progress)}
          </p>
          <Progress value={plan.progress} aria-label={t("fsp.summary.progressLabel")} />
          <p className="text-xs text-muted-foreground">
            {t("fsp.summary.completed", { completed, count: plan.sections.length })}
          </p>
        </CardContent>
      </Card>
      <Card className="py-4" data-testid="signature-card">
        <CardContent className="space-y-2 px-4">
          <div className="flex items-center justify-between">
            <p className="text-sm text-muted-foreground">{t("fsp.summary.signOff")}</p>
            {signature?.current ? (
              <ShieldCheck className="size-4 text-emerald-600" aria-hidden />
            ) : (
              <ShieldAlert className="size-4 text-amber-600" aria-hidden />
            )}
          </div>
          {signature ? (
            <>
              <p className="truncate font-semibold">{signature.printedName}</p>
              <p className="text-xs text-muted-foreground">{formatSignedAt(signature.signedAt, signature.timezone)}</p>
              {signature.current ? (
                <StatusPill tone="green">{t("fsp.current")}</StatusPill>
              ) : (
                <StatusPill tone="amber" className="whitespace-normal">
                  {t("fsp.notCurrent")}
                </StatusPill>
              )}
            </>
          ) : (
            <>
              <p className="font-semibold">{t("fsp.notSigned")}</p>
              <StatusPill tone="red">{t("fsp.summary.noSignature")}</StatusPill>
            </>
          )}
        </CardContent>
      </Card>
      <Card className="py-4">
        <CardContent className="space-y-2 px-4">
          <div className="flex items-center justify-between">
            <p className="text-sm text-muted-foreground">{t("fsp.summary.attention")}</p>
            <FileCheck2 className="size-4 text-primary" aria-hidden />
          </div>
          <p className="text-2xl font-semibold tabular-nums">{open}</p>
          <p className="text-xs text-muted-foreground">
            {open === 0 ? t("fsp.summary.allCompleted") : t("fsp.summary.notCompleted", { count: open })}
          </p>
          <p className="truncate font-mono text-[11px] text-muted-foreground" title={plan.contentHash}>
            {t("fsp.hash", { hash: `${plan.contentHash.slice(0, 16)}…` })}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
