import { GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { SopSummaryView } from "@domain/schemas/library";
import { Card } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { StatusPill } from "@/features/library/components/status-pill";
import { ReviewDate } from "./review-date";
import { sopTone } from "./sop-status";

/** SOPs as a table on desktop and as cards on a phone; choosing one opens its detail. */
export function SopList({ sops, onOpen }: { sops: SopSummaryView[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation("library");
  const version = (v: number | null) => (v ? t("version.label", { version: v }) : t("version.unpublished"));
  if (sops.length === 0) {
    return <Card className="items-center py-12 text-sm text-muted-foreground">{t("sops.empty")}</Card>;
  }
  return (
    <>
      <Card className="hidden py-0 md:flex">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="pl-4">{t("sops.columns.sop")}</TableHead>
              <TableHead>{t("sops.columns.category")}</TableHead>
              <TableHead>{t("sops.columns.version")}</TableHead>
              <TableHead>{t("sops.columns.status")}</TableHead>
              <TableHead>{t("sops.columns.reviewer")}</TableHead>
              <TableHead>{t("sops.columns.nextReview")}</TableHead>
              <TableHead className="pr-4">{t("sops.columns.languages")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {sops.map((sop) => (
              <TableRow key={sop.id} className="cursor-pointer" onClick={() => onOpen(sop.id)}>
                <TableCell className="max-w-80 pl-4">
                  <button
                    type="button"
                    className="text-left font-medium hover:underline"
                    onClick={() => onOpen(sop.id)}
                  >
                    {sop.title}
                  </button>
                  <div className="mt-1 flex flex-wrap items-center gap-1">
                    {sop.trainingRequired ? (
                      <span className="inline-flex items-center gap-1 text-xs text-primary">
                        <GraduationCap className="size-3.5" aria-hidden /> {t("sops.trainingRequired")}
                      </span>
                    ) : null}
                    {sop.tags.slice(0, 3).map((tag) => (
                      <span key={tag} className="rounded bg-muted px-1.5 py-0.5 text-[11px] text-muted-foreground">
                        {tag}
                      </span>
                    ))}
                  </div>
                </TableCell>
                <TableCell>{t(`sopCategory.${sop.category}`)}</TableCell>
                <TableCell className="tabular-nums">{version(sop.version)}</TableCell>
                <TableCell>
                  <StatusPill tone={sopTone[sop.status]}>{t(`sopStatus.${sop.status}`)}</StatusPill>
                </TableCell>
                <TableCell>{sop.reviewer?.name ?? "—"}</TableCell>
                <TableCell>
                  <ReviewDate date={sop.nextReview} due={sop.reviewDue} overdue={sop.reviewOverdue} />
                </TableCell>
                <TableCell className="pr-4 text-xs text-muted-foreground">{sop.languages.join(" · ")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <ul className="space-y-3 md:hidden">
        {sops.map((sop) => (
          <li key={sop.id}>
            <button
              type="button"
              onClick={() => onOpen(sop.id)}
              className="w-full rounded-xl border border-border bg-card p-4 text-left shadow-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <span className="font-medium">{sop.title}</span>
                <StatusPill tone={sopTone[sop.status]}>{t(`sopStatus.${sop.status}`)}</StatusPill>
              </div>
              <p className="mt-1 text-xs text-muted-foreground">
                {t(`sopCategory.${sop.category}`)} · {version(sop.version)} ·{" "}
                {sop.reviewer?.name ?? t("sops.noReviewer")} · {sop.languages.join(" · ")}
              </p>
              <div className="mt-2 text-xs">
                {t("sops.columns.nextReview")}{" "}
                <ReviewDate date={sop.nextReview} due={sop.reviewDue} overdue={sop.reviewOverdue} />
              </div>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
