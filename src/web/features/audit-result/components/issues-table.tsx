import { useTranslation } from "react-i18next";
import type { PublicClause } from "@domain/audit-demo/public-audit";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { CitationQuote } from "./citation-quote";
import { verdictRowClass } from "./tone";
import { VerdictBadge } from "./verdict-badge";

/** Clauses that need work, each finding with what to do and the passages it rests on. */
export function IssuesTable({ issues }: { issues: PublicClause[] }) {
  const { t } = useTranslation("audit-result");
  return (
    <Table aria-label={t("issues.tableLabel")}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-28">{t("issues.verdict")}</TableHead>
          <TableHead className="w-20 sm:w-24">{t("issues.clause")}</TableHead>
          <TableHead>{t("issues.whatToDo")}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {issues.length === 0 && (
          <TableRow>
            <TableCell colSpan={3} className="py-8 text-center text-muted-foreground">
              {t("issues.empty")}
            </TableCell>
          </TableRow>
        )}
        {issues.map((c) => (
          <TableRow key={c.clauseId} data-verdict={c.verdict} className={cn("align-top", verdictRowClass[c.verdict])}>
            <TableCell className="align-top">
              <VerdictBadge verdict={c.verdict} />
            </TableCell>
            <TableCell className="align-top font-mono font-medium">{c.code}</TableCell>
            <TableCell className="min-w-52 align-top whitespace-normal">
              <p className="font-medium">{c.title}</p>
              {c.findings.map((f, i) => (
                <div key={i} className="mt-2 grid gap-1">
                  <p>{f.text}</p>
                  <p className="text-xs text-muted-foreground">
                    <span className="font-medium text-foreground">{t("issues.action")}</span> {f.action}
                  </p>
                  {f.citations.slice(0, 3).map((citation, j) => (
                    <CitationQuote key={j} citation={citation} />
                  ))}
                </div>
              ))}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
