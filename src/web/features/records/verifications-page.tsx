import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AlertOctagon, CalendarClock, ClipboardCheck, Clock, Inbox, Paperclip } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan, useMe } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useRecord, useRecords } from "./api/records";
import { RecordViewDialog } from "./components/record-view-dialog";
import { ReviewDialog } from "./components/review-dialog";
import { deepLinkRowClass, isMissingItem, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { Pager, RecordsBadge, ListBody } from "./components/records-ui";
import { formatDate, formatDateTime } from "@/lib/format-date";
import { formatNumber } from "@/lib/format-number";
import { PageHeader } from "@/components/page-header";
import { StatCard } from "@/components/stat-card";

/** /app/records/verifications — pending records, soonest due first, reviewed by someone other than their author. */
export function VerificationsPage() {
  const { t } = useTranslation("records");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const me = useMe();
  const canVerify = useCan("records.verify");
  const [page, setPage] = useState(1);
  const { data, error } = useRecords(siteId, { status: "pending", sort: "due", page, pageSize: 20 });
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const summary = data?.summary;
  // ?record=<id> opens the Review dialog while the record is pending (and this user may verify it), else its View.
  const [linked, clearLinked] = useDeepLink("record");
  const linkedRecord = useRecord(linked);
  useMissingLink(linked, isMissingItem(linkedRecord.error), clearLinked);
  useScrollToLinked(linked, !!data);
  const opened = useRef<string | null>(null);
  const linkedData = linkedRecord.data?.id === linked ? linkedRecord.data : undefined;
  const userId = me.data?.user.id;
  useEffect(() => {
    // Decided once per link: approving it must not turn the open Review into a View.
    if (!linkedData || !userId || opened.current === linkedData.id) return;
    opened.current = linkedData.id;
    if (linkedData.status === "pending" && canVerify && !linkedData.authorIds.includes(userId))
      setReviewing(linkedData.id);
    else setViewing(linkedData.id);
  }, [linkedData, userId, canVerify]);
  useEffect(() => {
    if (!linked) opened.current = null;
  }, [linked]);
  const close = (setter: (id: null) => void) => {
    setter(null);
    if (linked) clearLinked();
  };

  return (
    <div className="touch-targets space-y-6">
      <PageHeader title={t("verifications.title")} description={t("verifications.description")} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("stats.pending")}
          value={formatNumber(summary?.pending)}
          hint={t("verifications.pendingHint")}
          icon={Clock}
          tone="warning"
        />
        <StatCard
          label={t("verifications.dueWithin7Days")}
          value={formatNumber(summary?.dueWithin7Days)}
          hint={t("verifications.dueHint")}
          icon={CalendarClock}
        />
        <StatCard
          label={t("verifications.overdue")}
          value={formatNumber(summary?.overdue)}
          hint={t("verifications.overdueHint")}
          icon={AlertOctagon}
          tone="danger"
        />
        <StatCard
          label={t("stats.verified")}
          value={formatNumber(summary?.verifiedLast30Days)}
          hint={t("stats.last30Days")}
          icon={ClipboardCheck}
          tone="success"
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t("verifications.queue")}</CardTitle>
          <CardDescription>
            {canVerify ? t("verifications.queueCanVerify") : t("verifications.queueFollow")}
          </CardDescription>
        </CardHeader>
        <CardContent className="px-0 sm:px-6">
          <ListBody
            error={error}
            data={data}
            empty={(page) => page.items.length === 0}
            emptyState={
              <div className="flex flex-col items-center gap-2 py-14 text-center">
                <Inbox className="size-8 text-muted-foreground" aria-hidden />
                <p className="font-medium">{t("verifications.emptyTitle")}</p>
                <p className="text-sm text-muted-foreground">
                  {t("verifications.emptyDescription", { site: site?.name ?? t("thisSite") })}
                </p>
              </div>
            }
          >
            {(data) => (
              <>
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("verifications.columns.record")}</TableHead>
                      <TableHead className="hidden md:table-cell">{t("verifications.columns.clause")}</TableHead>
                      <TableHead className="hidden lg:table-cell">{t("verifications.columns.enteredBy")}</TableHead>
                      <TableHead>{t("verifications.columns.verifyBy")}</TableHead>
                      <TableHead className="text-right">{t("verifications.columns.action")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.items.map((record) => {
                      const own = record.authorIds.includes(me.data?.user.id ?? "");
                      return (
                        <TableRow
                          key={record.id}
                          data-testid="verification-row"
                          data-deep-link={record.id}
                          className={record.id === linked ? deepLinkRowClass : undefined}
                        >
                          <TableCell className="max-w-[20rem] whitespace-normal">
                            <p className="font-medium">
                              {t(`types.${record.type}`)}
                              {record.version > 1 ? (
                                <span className="ml-1.5 text-xs font-normal text-muted-foreground">
                                  {t("verifications.version", { version: record.version })}
                                </span>
                              ) : null}
                            </p>
                            <p className="line-clamp-1 text-xs text-muted-foreground">
                              {formatDateTime(record.occurredAt)} · {record.summary}
                            </p>
                            {record.attachmentCount ? (
                              <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-muted-foreground">
                                <Paperclip className="size-3" aria-hidden /> {formatNumber(record.attachmentCount)}
                              </p>
                            ) : null}
                          </TableCell>
                          <TableCell className="hidden font-mono text-xs md:table-cell">{record.clauseId}</TableCell>
                          <TableCell className="hidden lg:table-cell">{record.createdByName}</TableCell>
                          <TableCell>
                            <div className="flex flex-col items-start gap-1">
                              <span className="text-sm whitespace-nowrap tabular-nums">
                                {formatDate(record.dueDate)}
                              </span>
                              {record.dueState ? <RecordsBadge value={record.dueState} /> : null}
                            </div>
                          </TableCell>
                          <TableCell className="text-right">
                            {canVerify && !own ? (
                              <Button size="sm" onClick={() => setReviewing(record.id)}>
                                {t("actions.review")}
                              </Button>
                            ) : (
                              <Button
                                size="sm"
                                variant="ghost"
                                onClick={() => setViewing(record.id)}
                                title={own ? t("verifications.ownRecord") : undefined}
                              >
                                {t("actions.view")}
                              </Button>
                            )}
                          </TableCell>
                        </TableRow>
                      );
                    })}
                  </TableBody>
                </Table>
                <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
              </>
            )}
          </ListBody>
        </CardContent>
      </Card>
      <ReviewDialog recordId={reviewing} onOpenChange={(open) => !open && close(setReviewing)} />
      <RecordViewDialog recordId={viewing} siteId={siteId} onOpenChange={(open) => !open && close(setViewing)} />
    </div>
  );
}
