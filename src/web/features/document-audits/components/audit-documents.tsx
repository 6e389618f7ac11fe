import { Database, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { DocumentAuditView } from "@domain/document-audit/view";
import { Badge } from "@/components/ui/badge";

/** The documents the audit read, those from Clausewise's own records labelled so, and the unreadable ones. */
export function AuditDocuments({ audit }: { audit: DocumentAuditView }) {
  const { t } = useTranslation("document-audits");
  return (
    <details className="rounded-md border border-border p-3 text-sm">
      <summary className="cursor-pointer font-medium">
        {t("documents.summary", { count: audit.documents.length })}
      </summary>
      <ul className="mt-2 grid gap-1">
        {audit.documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-2">
            {d.source === "clausewise" ? (
              <Database className="size-4 shrink-0" aria-hidden />
            ) : (
              <FileText className="size-4 shrink-0" aria-hidden />
            )}
            <span className="min-w-0 break-all">{d.name}</span>
            <Badge variant="outline">{t(`kind.${d.kind}`)}</Badge>
            {d.source === "clausewise" ? <Badge variant="secondary">{t("documents.fromClausewise")}</Badge> : null}
            {d.ocr ? <Badge variant="outline">{t("documents.ocr")}</Badge> : null}
          </li>
        ))}
        {(audit.unreadable ?? []).map((u) => (
          <li key={u.name} className="text-destructive">
            {t("documents.unreadable", { name: u.name, reason: u.message })}
          </li>
        ))}
      </ul>
    </details>
  );
}
