import { useEffect, useRef } from "react";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  type DocumentAuditCitationView,
  type DocumentAuditDocumentView,
  sameLocator,
} from "@domain/document-audit/view";
import { Badge } from "@/components/ui/badge";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { apiErrorMessage } from "@/lib/api-errors";
import { auditDocumentFileUrl, useAuditDocument } from "@/features/document-audits/api/document-audits";
import { useLocatorLabel } from "./use-locator-label";

/** A cited document's passages, the cited one highlighted and scrolled into view, and its original file. */
export function CitationViewerDialog({
  auditId,
  documents,
  citation,
  onOpenChange,
}: {
  auditId: string;
  documents: DocumentAuditDocumentView[];
  citation: DocumentAuditCitationView | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("document-audits");
  const locatorLabel = useLocatorLabel();
  const document = useAuditDocument(auditId, citation?.documentId ?? null);
  const cited = useRef<HTMLElement>(null);
  const passages = document.data?.passages ?? [];
  const listed = documents.find((d) => d.id === citation?.documentId);
  const fromClausewise = listed?.source === "clausewise";

  useEffect(() => {
    if (document.data) cited.current?.scrollIntoView({ block: "center" });
  }, [document.data]);

  return (
    <Dialog open={!!citation} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[90vh] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-all">{citation?.document}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            {citation ? locatorLabel(citation.locator) : null}
            {fromClausewise ? <Badge variant="secondary">{t("documents.fromClausewise")}</Badge> : null}
          </DialogDescription>
        </DialogHeader>
        {citation && !citation.documentId ? (
          <blockquote className="border-l-2 border-border pl-3 text-sm">
            <mark>{citation.quote}</mark>
          </blockquote>
        ) : document.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : document.isError ? (
          <Alert variant="destructive">
            <AlertDescription>{apiErrorMessage(document.error)}</AlertDescription>
          </Alert>
        ) : (
          <ol className="min-h-0 flex-1 overflow-y-auto rounded-md border border-border text-sm" data-testid="passages">
            {passages.map((passage, i) => {
              const isCited = !!citation && sameLocator(passage.locator, citation.locator);
              return (
                <li key={i} className="grid gap-0.5 border-b border-border p-2 last:border-0">
                  <span className="text-xs text-muted-foreground">{locatorLabel(passage.locator)}</span>
                  {isCited ? (
                    <mark ref={cited} className="whitespace-pre-wrap rounded-sm px-0.5">
                      {passage.text}
                    </mark>
                  ) : (
                    <span className="whitespace-pre-wrap">{passage.text}</span>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {citation?.documentId && !fromClausewise && listed?.hasFile !== false ? (
          <div>
            <Button variant="outline" size="sm" asChild>
              <a href={auditDocumentFileUrl(auditId, citation.documentId)} download>
                <Download aria-hidden /> {t("viewer.download")}
              </a>
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
