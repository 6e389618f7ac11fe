import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDown, Pencil } from "lucide-react";
import type { FspSectionView } from "@domain/schemas/library";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { formatDate } from "@/lib/format-date";
import { StatusPill } from "@/features/library/components/status-pill";
import { fspTone } from "./fsp-status";

/** One plan section: status, reviewer, last review, its text (expandable) and its elements. */
export function FspSectionCard({
  section,
  index,
  onEdit,
}: {
  section: FspSectionView;
  index: number;
  onEdit?: () => void;
}) {
  const { t } = useTranslation("library");
  const [open, setOpen] = useState(false);
  return (
    <Card className="gap-0 py-0" data-testid="fsp-section">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">
              <span className="mr-1.5 text-muted-foreground tabular-nums">{index}.</span>
              {section.title}
            </h3>
            <StatusPill tone={fspTone[section.status]}>{t(`fspStatus.${section.status}`)}</StatusPill>
          </div>
          <p className="text-xs text-muted-foreground">
            {t(section.completedDate ? "fsp.section.factsCompleted" : "fsp.section.facts", {
              reviewer: section.reviewer ?? "—",
              reviewed: formatDate(section.lastReviewedAt),
              completed: formatDate(section.completedDate),
              revision: section.revision,
            })}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {onEdit ? (
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={t("fsp.section.editLabel", { title: section.title })}
            >
              <Pencil aria-hidden /> {t("fsp.section.edit")}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-label={t(open ? "fsp.section.hideLabel" : "fsp.section.showLabel", { title: section.title })}
          >
            <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
            {open ? t("fsp.section.hide") : t("fsp.section.details")}
          </Button>
        </div>
      </div>
      <div className="border-t border-border px-4 py-3">
        <p className={cn("text-sm leading-relaxed text-foreground/90", !open && "line-clamp-2")}>{section.content}</p>
      </div>
      {open ? (
        <ul className="divide-y divide-border border-t border-border">
          {section.elements.map((element) => (
            <li
              key={element.name}
              className="flex flex-col gap-1 px-4 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0">{element.name}</span>
              <span className="flex items-center gap-3">
                <span className="text-xs text-muted-foreground">
                  {t("fsp.section.lastReview", { date: formatDate(element.lastReview) })}
                </span>
                <StatusPill tone={fspTone[element.status]}>{t(`fspStatus.${element.status}`)}</StatusPill>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-wrap gap-1.5 border-t border-border px-4 py-2.5">
          {section.elements.map((element) => (
            <span
              key={element.name}
              className="inline-flex items-center gap-1.5 rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground"
            >
              <span
                className={cn(
                  "size-1.5 rounded-full",
                  {
                    completed: "bg-emerald-500",
                    "in-progress": "bg-sky-500",
                    "needs-review": "bg-amber-500",
                    "needs-update": "bg-red-500",
                  }[element.status],
                )}
                aria-hidden
              />
              {element.name}
              <span className="sr-only">
                {t("fsp.section.elementStatus", { status: t(`fspStatus.${element.status}`) })}
              </span>
            </span>
          ))}
        </div>
      )}
    </Card>
  );
}
