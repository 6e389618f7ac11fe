import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { auditStages } from "@domain/document-audit/contract";
import type { DocumentAuditListItem } from "@domain/document-audit/view";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime } from "@/lib/format-date";
import { formatPercent } from "@/lib/format-number";
import { AuditStatusBadge } from "./audit-status-badge";

/** The site's document audits, newest first: status, stage, score, when and by whom. */
export function AuditList({ audits, selected }: { audits: DocumentAuditListItem[]; selected: string | null }) {
  const { t } = useTranslation("document-audits");
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t("list.columns.date")}</TableHead>
          <TableHead>{t("list.columns.status")}</TableHead>
          <TableHead>{t("list.columns.stage")}</TableHead>
          <TableHead className="text-right">{t("list.columns.score")}</TableHead>
          <TableHead className="text-right">{t("list.columns.documents")}</TableHead>
          <TableHead>{t("list.columns.by")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {audits.map((a) => (
          <TableRow key={a.id} data-state={a.id === selected ? "selected" : undefined}>
            <TableCell className="whitespace-nowrap">
              <Link
                to={`?audit=${a.id}`}
                className="font-medium underline-offset-4 hover:underline"
                aria-current={a.id === selected ? "true" : undefined}
              >
                {formatDateTime(a.createdAt)}
              </Link>
            </TableCell>
            <TableCell>
              <AuditStatusBadge status={a.status} />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {a.status === "running" && a.stage
                ? t("list.stageOf", {
                    stage: t(`stage.${a.stage}`),
                    step: auditStages.indexOf(a.stage) + 1,
                    total: auditStages.length,
                  })
                : "—"}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatPercent(a.score, 1)}</TableCell>
            <TableCell className="text-right tabular-nums">{a.documentCount}</TableCell>
            <TableCell>{a.createdBy ?? "—"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
