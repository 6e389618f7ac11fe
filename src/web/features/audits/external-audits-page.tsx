import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useExternalTypeLabel } from "./components/use-external-type-label";
import { Award, CalendarClock, CalendarPlus, MessageSquareReply, Upload } from "lucide-react";
import { externalAuditDay, type ExternalAuditView } from "@domain/audits";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { deepLinkRowClass, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useExternalAudits } from "./api/external-audits";
import { FileLink } from "./components/file-link";
import { ResponseHistory } from "./components/response-history";
import { PageHeader } from "@/components/page-header";
import { ScheduleExternalAuditDialog } from "./components/schedule-external-audit-dialog";
import { StatCard } from "@/components/stat-card";
import { StatusBadge } from "./components/status-badge";
import { SubmitResponseDialog } from "./components/submit-response-dialog";
import { UploadReportDialog } from "./components/upload-report-dialog";
import { formatDate } from "@/lib/format-date";
import { formatNumber, formatPercent } from "@/lib/format-number";

const scoreTone = (score: number) =>
  score >= 90 ? "text-success" : score >= 75 ? "text-warning-text" : "text-destructive";

/** /app/audits/external — certification-body audits, their reports, certificates and responses. */
export function ExternalAuditsPage() {
  const { t } = useTranslation("audits");
  const typeLabel = useExternalTypeLabel();
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const data = useExternalAudits(siteId);
  const canRun = useCan("audits.run");
  const canUpload = useCan("audits.upload_report");
  const [scheduling, setScheduling] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [responding, setResponding] = useState<ExternalAuditView | null>(null);
  const upcoming = data.data?.upcoming ?? [];
  const awaiting = data.data?.awaitingResponse ?? [];
  const awaitingReport = upcoming;
  const stats = data.data?.stats;
  // ?audit=<id> highlights that audit (upcoming or awaiting a response) and its report; every audit of the
  // site is in one of these lists.
  const [linked, clearLinked] = useDeepLink("audit");
  const listed = !!data.data && [...upcoming, ...awaiting, ...data.data.reports].some((a) => a.id === linked);
  useMissingLink(linked, !!data.data && !listed, clearLinked);
  useScrollToLinked(linked, listed);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("external.title")}
        description={t("external.description", { site: site?.name ?? t("internal.thisSite") })}
        actions={
          <>
            {canUpload ? (
              <Button variant="outline" onClick={() => setUploading("")} disabled={awaitingReport.length === 0}>
                <Upload aria-hidden /> {t("external.uploadReport")}
              </Button>
            ) : null}
            {canRun ? (
              <Button onClick={() => setScheduling(true)}>
                <CalendarPlus aria-hidden /> {t("external.schedule")}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("external.stats.upcoming")}
          value={stats?.upcomingNext90Days ?? "—"}
          hint={t("external.stats.upcomingHint")}
          icon={CalendarClock}
        />
        <StatCard
          label={t("external.stats.pending")}
          value={stats?.pendingResponses ?? "—"}
          hint={t("external.stats.pendingHint")}
          icon={MessageSquareReply}
        />
        <StatCard
          label={t("external.stats.lastScore")}
          value={formatPercent(stats?.lastScore, 1)}
          hint={t("external.stats.lastScoreHint")}
          icon={Award}
        />
        <StatCard
          label={t("external.stats.expires")}
          value={formatDate(stats?.certificateExpiry)}
          hint={t("external.stats.expiresHint")}
          icon={Award}
        />
      </div>
      {data.error ? (
        <Alert variant="destructive">
          <AlertDescription>{data.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("external.upcoming.title")}</CardTitle>
          <CardDescription>{t("external.upcoming.description")}</CardDescription>
        </CardHeader>
        <CardContent className="px-0 sm:px-6">
          {!data.data ? (
            <Skeleton className="mx-6 h-24 sm:mx-0" />
          ) : upcoming.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t("external.upcoming.empty")}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("external.columns.date")}</TableHead>
                  <TableHead>{t("external.columns.audit")}</TableHead>
                  <TableHead className="hidden md:table-cell">{t("external.columns.auditor")}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t("external.columns.status")}</TableHead>
                  <TableHead className="text-right">{t("external.columns.action")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {upcoming.map((audit) => (
                  <TableRow
                    key={audit.id}
                    data-testid="external-upcoming"
                    data-deep-link={audit.id}
                    className={audit.id === linked ? deepLinkRowClass : undefined}
                  >
                    <TableCell className="whitespace-nowrap tabular-nums">{formatDate(audit.scheduledDate)}</TableCell>
                    <TableCell className="max-w-[16rem] whitespace-normal">
                      <p className="font-medium">{audit.certificationBody}</p>
                      <p className="text-xs text-muted-foreground">
                        {typeLabel(audit.auditType)} · {audit.scheme}
                      </p>
                      {/* On a phone the status sits here, so the action keeps the room. */}
                      <div className="mt-1 sm:hidden">
                        <StatusBadge status={audit.status} />
                      </div>
                    </TableCell>
                    <TableCell className="hidden md:table-cell">{audit.auditor}</TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <StatusBadge status={audit.status} />
                    </TableCell>
                    <TableCell className="text-right">
                      {canUpload ? (
                        <Button size="sm" variant="outline" onClick={() => setUploading(audit.id)}>
                          {t("external.uploadReport")}
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {awaiting.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>{t("external.awaiting.title")}</CardTitle>
            <CardDescription>{t("external.awaiting.description")}</CardDescription>
          </CardHeader>
          <CardContent className="px-0 sm:px-6">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("external.columns.audited")}</TableHead>
                  <TableHead>{t("external.columns.audit")}</TableHead>
                  <TableHead className="hidden md:table-cell">{t("external.columns.findings")}</TableHead>
                  <TableHead className="text-right">{t("external.columns.action")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {awaiting.map((audit) => (
                  <TableRow
                    key={audit.id}
                    data-testid="external-awaiting"
                    data-deep-link={audit.id}
                    className={audit.id === linked ? deepLinkRowClass : undefined}
                  >
                    <TableCell className="whitespace-nowrap tabular-nums">
                      {formatDate(externalAuditDay(audit))}
                    </TableCell>
                    <TableCell className="max-w-[16rem] whitespace-normal">
                      <p className="font-medium">{audit.certificationBody}</p>
                      <p className="text-xs text-muted-foreground">
                        {typeLabel(audit.auditType)} · {audit.scheme}
                      </p>
                    </TableCell>
                    <TableCell className="hidden text-sm md:table-cell">
                      {audit.report ? t("external.findings", { count: audit.report.findings }) : "—"}
                    </TableCell>
                    <TableCell className="text-right">
                      {canRun ? (
                        <Button size="sm" onClick={() => setResponding(audit)}>
                          {t("external.awaiting.submit")}
                        </Button>
                      ) : (
                        <StatusBadge status={audit.status} />
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("external.reports.title")}</CardTitle>
          <CardDescription>{t("external.reports.description")}</CardDescription>
        </CardHeader>
        <CardContent className="px-0 sm:px-6">
          {!data.data ? (
            <Skeleton className="mx-6 h-24 sm:mx-0" />
          ) : data.data.reports.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t("external.reports.empty")}</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("external.columns.audit")}</TableHead>
                  <TableHead>{t("external.columns.score")}</TableHead>
                  <TableHead className="hidden md:table-cell">{t("external.columns.findings")}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t("external.columns.status")}</TableHead>
                  <TableHead className="hidden sm:table-cell">{t("external.columns.expires")}</TableHead>
                  <TableHead className="text-right">{t("external.columns.files")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.reports.map(({ report, ...audit }) => [
                  <TableRow
                    key={audit.id}
                    data-testid="external-report"
                    data-deep-link={audit.id}
                    className={audit.id === linked ? deepLinkRowClass : undefined}
                  >
                    <TableCell className="max-w-[16rem] whitespace-normal">
                      <p className="font-medium">{audit.certificationBody}</p>
                      <p className="text-xs text-muted-foreground">
                        {formatDate(report!.auditDate)} · {typeLabel(audit.auditType)}
                      </p>
                      <div className="mt-1 sm:hidden">
                        <StatusBadge status={report!.status} />
                      </div>
                    </TableCell>
                    <TableCell className={cn("text-lg font-semibold tabular-nums", scoreTone(report!.score))}>
                      {formatNumber(report!.score)}
                    </TableCell>
                    <TableCell className="hidden text-sm md:table-cell">
                      {t("external.findings", { count: report!.findings })} ·{" "}
                      {t("external.observations", { count: report!.observations })}
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <StatusBadge status={report!.status} />
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                      {formatDate(report!.expiryDate)}
                    </TableCell>
                    <TableCell className="text-right">
                      <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:flex-wrap sm:justify-end">
                        {report!.reportFile ? (
                          <FileLink file={report!.reportFile} label={t("external.reports.report")} />
                        ) : null}
                        {report!.certificateFile ? (
                          <FileLink file={report!.certificateFile} label={t("external.reports.certificate")} />
                        ) : null}
                      </div>
                    </TableCell>
                  </TableRow>,
                  audit.responses.length > 0 ? (
                    <TableRow key={`${audit.id}-responses`} className="hover:bg-transparent">
                      <TableCell colSpan={6} className="whitespace-normal pt-0">
                        <ResponseHistory responses={audit.responses} />
                      </TableCell>
                    </TableRow>
                  ) : null,
                ])}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      {siteId ? <ScheduleExternalAuditDialog open={scheduling} onOpenChange={setScheduling} siteId={siteId} /> : null}
      <UploadReportDialog
        audits={awaitingReport}
        auditId={uploading}
        onOpenChange={(open) => !open && setUploading(null)}
      />
      <SubmitResponseDialog audit={responding} onOpenChange={(open) => !open && setResponding(null)} />
    </div>
  );
}
