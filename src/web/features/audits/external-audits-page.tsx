import { useState } from "react";
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

const scoreTone = (score: number) => (score >= 90 ? "text-success" : score >= 75 ? "text-warning" : "text-destructive");

/** /app/audits/external — certification-body audits, their reports, certificates and responses. */
export function ExternalAuditsPage() {
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
        title="External Audits"
        description={`Certification and customer audits of ${site?.name ?? "this site"}.`}
        actions={
          <>
            {canUpload ? (
              <Button variant="outline" onClick={() => setUploading("")} disabled={awaitingReport.length === 0}>
                <Upload aria-hidden /> Upload Report
              </Button>
            ) : null}
            {canRun ? (
              <Button onClick={() => setScheduling(true)}>
                <CalendarPlus aria-hidden /> Schedule Audit
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Upcoming" value={stats?.upcomingNext90Days ?? "—"} hint="Next 90 days" icon={CalendarClock} />
        <StatCard
          label="Pending responses"
          value={stats?.pendingResponses ?? "—"}
          hint="Awaiting our response"
          icon={MessageSquareReply}
        />
        <StatCard
          label="Last score"
          value={stats?.lastScore != null ? `${stats.lastScore}%` : "—"}
          hint="Most recent report"
          icon={Award}
        />
        <StatCard
          label="Certificate expires"
          value={stats?.certificateExpiry ?? "—"}
          hint="Current certificate"
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
          <CardTitle>Upcoming audits</CardTitle>
          <CardDescription>
            Scheduled audits not held yet; upload the report once the audit has taken place.
          </CardDescription>
        </CardHeader>
        <CardContent className="px-0 sm:px-6">
          {!data.data ? (
            <Skeleton className="mx-6 h-24 sm:mx-0" />
          ) : upcoming.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">No upcoming audits.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Audit</TableHead>
                  <TableHead className="hidden md:table-cell">Auditor</TableHead>
                  <TableHead className="hidden sm:table-cell">Status</TableHead>
                  <TableHead className="text-right">Action</TableHead>
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
                    <TableCell className="whitespace-nowrap tabular-nums">{audit.scheduledDate}</TableCell>
                    <TableCell className="max-w-[16rem] whitespace-normal">
                      <p className="font-medium">{audit.certificationBody}</p>
                      <p className="text-xs text-muted-foreground">
                        {audit.auditType} · {audit.scheme}
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
                          Upload Report
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
            <CardTitle>Awaiting our response</CardTitle>
            <CardDescription>
              Audits whose report asks for a corrective-action response. Record it here; send it to the certification
              body the way they ask.
            </CardDescription>
          </CardHeader>
          <CardContent className="px-0 sm:px-6">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Audited</TableHead>
                  <TableHead>Audit</TableHead>
                  <TableHead className="hidden md:table-cell">Findings</TableHead>
                  <TableHead className="text-right">Action</TableHead>
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
                    <TableCell className="whitespace-nowrap tabular-nums">{externalAuditDay(audit)}</TableCell>
                    <TableCell className="max-w-[16rem] whitespace-normal">
                      <p className="font-medium">{audit.certificationBody}</p>
                      <p className="text-xs text-muted-foreground">
                        {audit.auditType} · {audit.scheme}
                      </p>
                    </TableCell>
                    <TableCell className="hidden text-sm md:table-cell">
                      {audit.report ? `${audit.report.findings} findings` : "—"}
                    </TableCell>
                    <TableCell className="text-right">
                      {canRun ? (
                        <Button size="sm" onClick={() => setResponding(audit)}>
                          Submit Response
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
          <CardTitle>Recent reports</CardTitle>
          <CardDescription>Scores, certificates and report files, with the responses we recorded.</CardDescription>
        </CardHeader>
        <CardContent className="px-0 sm:px-6">
          {!data.data ? (
            <Skeleton className="mx-6 h-24 sm:mx-0" />
          ) : data.data.reports.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">No reports uploaded yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Audit</TableHead>
                  <TableHead>Score</TableHead>
                  <TableHead className="hidden md:table-cell">Findings</TableHead>
                  <TableHead className="hidden sm:table-cell">Status</TableHead>
                  <TableHead className="hidden sm:table-cell">Expires</TableHead>
                  <TableHead className="text-right">Files</TableHead>
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
                        {report!.auditDate} · {audit.auditType}
                      </p>
                      <div className="mt-1 sm:hidden">
                        <StatusBadge status={report!.status} />
                      </div>
                    </TableCell>
                    <TableCell className={cn("text-lg font-semibold tabular-nums", scoreTone(report!.score))}>
                      {report!.score}
                    </TableCell>
                    <TableCell className="hidden text-sm md:table-cell">
                      {report!.findings} findings · {report!.observations} observations
                    </TableCell>
                    <TableCell className="hidden sm:table-cell">
                      <StatusBadge status={report!.status} />
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">
                      {report!.expiryDate ?? "—"}
                    </TableCell>
                    <TableCell className="text-right">
                      <div className="flex flex-col items-end gap-1.5 sm:flex-row sm:flex-wrap sm:justify-end">
                        {report!.reportFile ? <FileLink file={report!.reportFile} label="Report" /> : null}
                        {report!.certificateFile ? (
                          <FileLink file={report!.certificateFile} label="Certificate" />
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
