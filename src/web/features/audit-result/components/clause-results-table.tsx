import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { statusDisplay, statusOfScore } from "@domain/audit-demo/severity";
import type { ClauseResult } from "@domain/audit-demo/types";
import { ClauseButton } from "./clause-button";
import { toneBadgeVariant } from "./tone";

interface Props {
  clauses: ClauseResult[];
  onOpenClause: (clause: string) => void;
}

export function ClauseResultsTable({ clauses, onOpenClause }: Props) {
  const { t } = useTranslation("audit-result");
  return (
    <Table aria-label={t("clauses.tableLabel")}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-24">{t("clauses.clause")}</TableHead>
          <TableHead>{t("clauses.module")}</TableHead>
          <TableHead>{t("clauses.requirement")}</TableHead>
          <TableHead className="text-right">{t("clauses.score")}</TableHead>
          <TableHead>{t("clauses.status")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clauses.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} className="py-8 text-center text-muted-foreground">
              {t("clauses.empty")}
            </TableCell>
          </TableRow>
        )}
        {clauses.map((c) => {
          const statusKey = statusOfScore(c.score);
          const status = statusDisplay[statusKey];
          return (
            <TableRow key={c.clause}>
              <TableCell className="align-top">
                <ClauseButton clause={c.clause} onOpen={onOpenClause} />
              </TableCell>
              <TableCell className="align-top whitespace-nowrap">{t(`modules.${c.module}`)}</TableCell>
              <TableCell className="min-w-56 align-top whitespace-normal">
                <p className="font-medium">{c.title}</p>
                {c.notes && <p className="mt-1 text-xs text-muted-foreground">{c.notes}</p>}
                {c.evidence.length > 0 && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {t("clauses.evidence", { list: c.evidence.map((e) => `${e.doc} (${e.ref})`).join("; ") })}
                  </p>
                )}
              </TableCell>
              <TableCell className="text-right align-top font-mono tabular-nums">
                {c.score === "NA" ? t("clauses.notApplicable") : t("clauses.scoreOutOf", { score: c.score })}
              </TableCell>
              <TableCell className="align-top">
                <Badge variant={toneBadgeVariant[status.tone]}>{t(`status.${statusKey}`)}</Badge>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
