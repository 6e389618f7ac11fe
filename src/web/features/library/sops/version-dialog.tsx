import { useTranslation } from "react-i18next";
import type { SopCategory } from "@domain/library/sop-status";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useSopVersion } from "@/features/library/api/sops";
import { formatDate } from "@/lib/format-date";

/** One published version, read-only, exactly as approved. */
export function VersionDialog({
  sopId,
  version,
  onClose,
}: {
  sopId: string;
  version: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("library");
  const v = useSopVersion(sopId, version);
  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {v.data
              ? t("version.title", { title: v.data.title, version: v.data.version })
              : t("version.loadingTitle", { version: version ?? "" })}
          </DialogTitle>
          <DialogDescription>
            {v.data
              ? t("version.approved", {
                  name: v.data.approvedBy,
                  date: formatDate(v.data.approvedAt),
                  summary: v.data.changeSummary,
                })
              : t("version.loading")}
          </DialogDescription>
        </DialogHeader>
        {v.data ? (
          <div className="space-y-3">
            <p className="text-xs text-muted-foreground">
              {t("version.facts", {
                // A version keeps the category it was approved with, one of the same list.
                category: t(`sopCategory.${v.data.category as SopCategory}`),
                languages: v.data.languages.join(" · "),
                clauses: v.data.clauseIds.join(", ") || "—",
              })}
            </p>
            <pre className="max-h-[60vh] overflow-y-auto whitespace-pre-wrap rounded-lg border border-border bg-muted/40 p-4 font-sans text-sm leading-relaxed">
              {v.data.body}
            </pre>
          </div>
        ) : (
          <Skeleton className="h-64" />
        )}
      </DialogContent>
    </Dialog>
  );
}
