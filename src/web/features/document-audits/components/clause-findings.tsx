import { CircleCheckBig, FileSearch, ListPlus } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { DocumentAuditCitationView, DocumentAuditClauseView } from "@domain/document-audit/view";
import { Button } from "@/components/ui/button";
import { useLocatorLabel } from "./use-locator-label";

/** A clause's findings: what is wrong, what to do, the passages it rests on, and whether it is tracked. */
export function ClauseFindings({
  clause,
  onCite,
  onTrack,
}: {
  clause: DocumentAuditClauseView;
  onCite: (citation: DocumentAuditCitationView) => void;
  onTrack: ((findingIndex: number) => void) | null;
}) {
  const { t } = useTranslation("document-audits");
  const locatorLabel = useLocatorLabel();
  const cite = (c: DocumentAuditCitationView, key: string) => (
    <li key={key}>
      <Button
        variant="link"
        size="sm"
        className="h-auto max-w-full justify-start whitespace-normal p-0 text-left"
        onClick={() => onCite(c)}
      >
        <FileSearch aria-hidden />
        <span className="break-all">
          {t("report.citation", { document: c.document, locator: locatorLabel(c.locator) })}
        </span>
      </Button>
      {c.quote ? <q className="block pl-6 text-xs text-muted-foreground wrap-anywhere">{c.quote}</q> : null}
    </li>
  );
  return (
    <div className="grid gap-3">
      {clause.findings.map((finding, i) => (
        <div key={i} className="grid gap-1 rounded-md border border-border p-3" data-testid="document-audit-finding">
          <p className="text-sm">{finding.text}</p>
          <p className="text-sm">
            <span className="font-medium">{t("report.action")}</span> {finding.action}
          </p>
          {finding.citations.length > 0 ? (
            <ul className="grid gap-1">{finding.citations.map((c, j) => cite(c, `${i}-${j}`))}</ul>
          ) : null}
          <div>
            {finding.trackedFindingId ? (
              <Link
                to={`/app/audits/internal?tab=findings&finding=${finding.trackedFindingId}`}
                className="inline-flex items-center gap-1 text-sm font-medium text-success underline-offset-4 hover:underline"
              >
                <CircleCheckBig className="size-4" aria-hidden /> {t("report.tracked")}
              </Link>
            ) : onTrack ? (
              <Button variant="outline" size="sm" onClick={() => onTrack(i)}>
                <ListPlus aria-hidden /> {t("report.track")}
              </Button>
            ) : null}
          </div>
        </div>
      ))}
      {clause.findings.length === 0 && clause.citations.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-xs font-medium text-muted-foreground">{t("report.evidence")}</p>
          <ul className="grid gap-1">{clause.citations.map((c, j) => cite(c, `c-${j}`))}</ul>
        </div>
      ) : null}
    </div>
  );
}
