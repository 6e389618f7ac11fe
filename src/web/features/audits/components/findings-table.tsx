import { useState } from "react";
import { toast } from "@/lib/toast";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { findingOwnerRoles, type FindingView } from "@domain/audits";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { deepLinkRowClass } from "@/lib/use-deep-link";
import { formatDate, formatInstantDate } from "@/lib/format-date";
import { toastApiError } from "@/lib/api-errors";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { useUpdateFinding } from "@/features/audits/api/internal-audits";
import { CloseFindingDialog } from "./close-finding-dialog";
import { FileLink } from "./file-link";
import { MemberOwnerSelect } from "./member-owner-select";
import { StatusBadge } from "./status-badge";

/** Findings tab: tracked findings with owner role, due date and evidence to close. */
export function FindingsTable({ findings, linkedId = null }: { findings: FindingView[]; linkedId?: string | null }) {
  const { t } = useTranslation("audits");
  const { t: tc } = useTranslation("common");
  const canRun = useCan("audits.run");
  const site = useCurrentSite();
  const update = useUpdateFinding();
  const [closing, setClosing] = useState<FindingView | null>(null);

  if (findings.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border py-14 text-center text-sm text-muted-foreground">
        {t("findings.empty")}
      </p>
    );
  }
  return (
    <div className="rounded-xl border border-border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t("findings.columns.finding")}</TableHead>
            <TableHead>{t("findings.columns.owner")}</TableHead>
            <TableHead>{t("findings.columns.due")}</TableHead>
            <TableHead className="hidden lg:table-cell">{t("findings.columns.evidence")}</TableHead>
            <TableHead>{t("findings.columns.status")}</TableHead>
            <TableHead className="text-right">{t("findings.columns.action")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {findings.map((f) => (
            <TableRow
              key={f.id}
              data-testid={`finding-${f.clauseId}`}
              data-deep-link={f.id}
              className={f.id === linkedId ? deepLinkRowClass : undefined}
            >
              <TableCell className="max-w-[18rem] whitespace-normal">
                <p className="font-mono text-xs text-muted-foreground">{f.clauseId}</p>
                <p className="font-medium">{f.title}</p>
                {f.documentAuditId ? (
                  <Link
                    to={`/app/audits/documents?audit=${f.documentAuditId}`}
                    className="text-xs text-primary underline-offset-4 hover:underline"
                  >
                    {t("findings.fromDocumentAudit")}
                  </Link>
                ) : null}
                {f.summary ? (
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{t("findings.found")}</span>
                    {f.summary}
                  </p>
                ) : null}
                {f.status === "closed" && f.closure.length > 0 ? (
                  <dl
                    className="mt-2 space-y-1.5 rounded-md bg-muted/60 px-2.5 py-2 text-xs"
                    data-testid="finding-closure"
                  >
                    {f.closure.map((c) => (
                      <div key={c.label}>
                        <dt className="text-muted-foreground">{c.label}</dt>
                        <dd className="whitespace-pre-wrap">
                          {c.note || (c.attachments.length ? "" : "—")}
                          {c.attachments.length ? (
                            <span className="mt-1 flex flex-wrap gap-1">
                              {c.attachments.map((a) => (
                                <FileLink key={a.id} file={a} />
                              ))}
                            </span>
                          ) : null}
                        </dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </TableCell>
              <TableCell>
                {f.ownerRole === null ? (
                  f.status === "open" && canRun && site ? (
                    <MemberOwnerSelect finding={f} siteId={site.id} />
                  ) : (
                    f.ownerName
                  )
                ) : f.status === "open" && canRun ? (
                  <Select
                    value={f.ownerRole}
                    onValueChange={(role) =>
                      update.mutate(
                        { id: f.id, changes: { ownerRole: role } },
                        {
                          onSuccess: () =>
                            toast.success(t("findings.updated"), {
                              description: t("findings.ownerChanged", {
                                owner: tc(`roles.${role as (typeof findingOwnerRoles)[number]}`),
                              }),
                            }),
                          onError: (e) => toastApiError(e, t("findings.notUpdated")),
                        },
                      )
                    }
                  >
                    <SelectTrigger className="h-8 w-36" aria-label={t("findings.ownerOf", { clause: f.clauseId })}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {findingOwnerRoles.map((r) => (
                        <SelectItem key={r} value={r}>
                          {tc(`roles.${r}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                ) : (
                  tc(`roles.${f.ownerRole}`)
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap tabular-nums">{formatDate(f.dueDate)}</TableCell>
              <TableCell className="hidden max-w-[20rem] whitespace-normal lg:table-cell">
                <ul className="list-disc space-y-0.5 pl-4 text-xs text-muted-foreground">
                  {f.evidenceToClose.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>
                <StatusBadge status={f.status === "open" && f.overdue ? "overdue" : f.status} />
              </TableCell>
              <TableCell className="text-right">
                {f.status === "open" && canRun ? (
                  <Button size="sm" variant="outline" onClick={() => setClosing(f)}>
                    {t("findings.close")}
                  </Button>
                ) : (
                  <span className="text-xs text-muted-foreground">
                    {f.closedAt ? t("findings.closedOn", { date: formatInstantDate(f.closedAt, site?.timezone) }) : ""}
                  </span>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <CloseFindingDialog finding={closing} onOpenChange={(open) => !open && setClosing(null)} />
    </div>
  );
}
