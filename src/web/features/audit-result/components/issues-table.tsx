import { useTranslation } from "react-i18next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { severityDisplay } from "@domain/audit-demo/severity";
import type { Finding } from "@domain/audit-demo/types";
import { cn } from "@/lib/utils";
import { ClauseButton } from "./clause-button";
import { SeverityBadge } from "./severity-badge";
import { toneRowClass } from "./tone";

interface Props {
  findings: Finding[];
  formatDate: (iso: string) => string;
  onOpenClause: (clause: string) => void;
}

export function IssuesTable({ findings, formatDate, onOpenClause }: Props) {
  const { t } = useTranslation("audit-result");
  return (
    <Table aria-label={t("issues.tableLabel")}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-20 sm:w-24">{t("issues.severity")}</TableHead>
          <TableHead className="w-20 sm:w-24">{t("issues.clause")}</TableHead>
          <TableHead>{t("issues.whatToDo")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {findings.length === 0 && (
          <TableRow>
            <TableCell colSpan={3} className="py-8 text-center text-muted-foreground">
              {t("issues.empty")}
            </TableCell>
          </TableRow>
        )}
        {findings.map((f) => (
          <TableRow
            key={f.clause}
            data-severity={f.severity}
            className={cn("align-top", toneRowClass[severityDisplay[f.severity].tone])}
          >
            <TableCell className="align-top">
              <SeverityBadge severity={f.severity} />
            </TableCell>
            <TableCell className="align-top">
              <ClauseButton clause={f.clause} onOpen={onOpenClause} />
            </TableCell>
            <TableCell className="min-w-52 align-top whitespace-normal">
              <p className="font-medium">{f.title}</p>
              <p className="mt-1 text-muted-foreground">{f.summary}</p>
              <p className="mt-3 text-xs font-medium">{t("issues.evidenceToClose")}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-muted-foreground">
                {f.evidenceToClose.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="mt-3 text-xs text-muted-foreground">
                {t("issues.owner")} <span className="font-medium text-foreground">{f.ownerRole}</span> ·{" "}
                {t("issues.due")}{" "}
                <time dateTime={f.dueDate} className="font-medium text-foreground">
                  {formatDate(f.dueDate)}
                </time>
              </p>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
