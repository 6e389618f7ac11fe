import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import type { InternalAuditView } from "@domain/audits";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan } from "@/lib/use-me";
import { useTransitionAudit } from "@/features/audits/api/internal-audits";
import { StatusBadge } from "./status-badge";
import { toastApiError } from "@/lib/api-errors";
import { formatDate } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";

/** Audit Schedule tab: every audit with Start, Continue or View by state. */
export function AuditScheduleTable({ audits, onOpen }: { audits: InternalAuditView[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation("audits");
  const canRun = useCan("audits.run");
  const transition = useTransitionAudit();

  function act(audit: InternalAuditView) {
    if (audit.status !== "scheduled") return onOpen(audit.id);
    transition.mutate(
      { id: audit.id, action: "start" },
      {
        onSuccess: () => {
          toast.success(t("schedule.started"), {
            description: t("schedule.startedDescription", { type: t(`types.${audit.type}`) }),
          });
          onOpen(audit.id);
        },
        onError: (e) => toastApiError(e, t("schedule.notStarted")),
      },
    );
  }

  if (audits.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border py-14 text-center text-sm text-muted-foreground">
        {t("schedule.empty")}
      </p>
    );
  return (
    <div className="rounded-xl border border-border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="hidden sm:table-cell">{t("schedule.columns.date")}</TableHead>
            <TableHead>{t("schedule.columns.audit")}</TableHead>
            <TableHead className="hidden md:table-cell">{t("schedule.columns.auditor")}</TableHead>
            <TableHead className="hidden lg:table-cell">{t("schedule.columns.progress")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("schedule.columns.score")}</TableHead>
            <TableHead>{t("schedule.columns.status")}</TableHead>
            <TableHead className="text-right">{t("schedule.columns.action")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {audits.map((audit) => (
            <TableRow key={audit.id} data-testid="audit-row">
              <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                {formatDate(audit.date)}
              </TableCell>
              <TableCell className="max-w-[16rem] whitespace-normal">
                <p className="font-medium">{t(`types.${audit.type}`)}</p>
                <p className="text-xs text-muted-foreground">
                  <span className="sm:hidden">{formatDate(audit.date)} · </span>
                  {audit.scopeKind === "modules"
                    ? audit.scopeIds.join(", ")
                    : t("schedule.clauses", { count: audit.scopeIds.length })}{" "}
                  · {t("schedule.items", { count: audit.items })}
                </p>
              </TableCell>
              <TableCell className="hidden md:table-cell">{audit.auditor.name}</TableCell>
              <TableCell className="hidden w-40 lg:table-cell">
                <div className="flex items-center gap-2">
                  <Progress
                    value={audit.progress}
                    aria-label={t("schedule.progressLabel", { percent: formatPercent(audit.progress) })}
                  />
                  <span className="w-9 text-right text-xs tabular-nums text-muted-foreground">
                    {formatPercent(audit.progress)}
                  </span>
                </div>
              </TableCell>
              <TableCell className="hidden tabular-nums sm:table-cell">
                {formatPercent(audit.score?.percent, 1)}
                {audit.status === "completed" && audit.findings ? (
                  <span className="ml-1 text-xs text-destructive">
                    · {t("schedule.findings", { count: audit.findings })}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>
                <StatusBadge status={audit.status} />
              </TableCell>
              <TableCell className="text-right">
                <Button
                  size="sm"
                  variant={audit.action === "View" ? "outline" : "default"}
                  disabled={audit.action === "Start" && !canRun}
                  onClick={() => act(audit)}
                >
                  {t(`schedule.actions.${audit.action}`)}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
