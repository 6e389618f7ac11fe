import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Download, FileSpreadsheet, FileText, Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { templateCategories, type TemplateCategory } from "@domain/library/templates";
import type { TemplateView } from "@domain/schemas/library";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { deepLinkRowClass, useDeepLink, useMissingLink, useScrollToLinked } from "@/lib/use-deep-link";
import { cn } from "@/lib/utils";
import { useCurrentSite } from "@/lib/use-sites";
import { useDownloadTemplate, useTemplates } from "@/features/library/api/templates";
import { formatDate } from "@/lib/format-date";
import { PageHeader } from "@/components/page-header";
import { toastApiError } from "@/lib/api-errors";

const categoryFilter = ["All", ...templateCategories] as const;

/** /app/library/templates — ready-to-use record templates produced for the current site on download. */
export function TemplatesPage() {
  const { t } = useTranslation("library");
  const site = useCurrentSite();
  const templates = useTemplates();
  const [category, setCategory] = useState<string>("All");
  const all = templates.data ?? [];
  // ?template=<id> highlights that card, whatever the category filter. The list holds every template,
  // so one not in it no longer exists.
  const [linked, clearLinked] = useDeepLink("template");
  const listed = all.some((template) => template.id === linked);
  useMissingLink(linked, !!templates.data && !listed, clearLinked);
  useScrollToLinked(linked, listed);
  const shown =
    category === "All" ? all : all.filter((template) => template.category === category || template.id === linked);
  const counts = Object.fromEntries(
    templateCategories.map((c) => [c, all.filter((template) => template.category === c).length]),
  );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("templates.title")}
        description={site ? t("templates.description", { site: site.name }) : t("templates.descriptionNoSite")}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("templates.filter")}>
        {categoryFilter.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={cn(
              "shrink-0 rounded-full border px-3 py-1 text-sm transition-colors",
              category === c
                ? "border-primary bg-primary text-primary-foreground"
                : "border-border bg-background text-muted-foreground hover:bg-muted",
            )}
          >
            {c === "All" ? t("templates.all") : t(`templateCategory.${c as TemplateCategory}`)}
            <span className="ml-1.5 tabular-nums">{c === "All" ? all.length : counts[c]}</span>
          </button>
        ))}
      </div>
      {templates.error ? (
        <Alert variant="destructive">
          <AlertDescription>{templates.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {templates.data
          ? shown.map((template) => (
              <TemplateCard key={template.id} template={template} siteId={site?.id} linked={template.id === linked} />
            ))
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-52" />)}
      </div>
    </div>
  );
}

function TemplateCard({ template, siteId, linked }: { template: TemplateView; siteId?: string; linked: boolean }) {
  const { t } = useTranslation("library");
  const download = useDownloadTemplate();
  const Icon = template.format === "CSV" ? FileSpreadsheet : FileText;
  const onDownload = () =>
    siteId &&
    download.mutate(
      { id: template.id, siteId },
      {
        onSuccess: (name) => toast.success(t("templates.downloaded"), { description: name }),
        onError: (error) => toastApiError(error, t("templates.downloadFailed")),
      },
    );
  return (
    <Card className={cn("gap-4", linked && deepLinkRowClass)} data-testid="template-card" data-deep-link={template.id}>
      <CardHeader className="flex-row items-start gap-3">
        <div
          className={cn(
            "rounded-lg p-2",
            template.format === "CSV"
              ? "bg-emerald-500/10 text-emerald-700 dark:text-emerald-300"
              : "bg-sky-500/10 text-sky-700 dark:text-sky-300",
          )}
        >
          <Icon className="size-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">{template.name}</h3>
          <p className="text-xs text-muted-foreground">
            {t(`templateCategory.${template.category}`)} · {t(`templateType.${template.type}`)} · {template.format}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-sm text-muted-foreground">{template.description}</p>
      </CardContent>
      <CardFooter className="justify-between gap-2 border-t border-border pt-4">
        <p className="flex flex-col text-xs text-muted-foreground">
          <span>{t("templates.updated", { date: formatDate(template.lastModified) })}</span>
          <span>
            <span data-testid="download-count">{template.downloads}</span>{" "}
            {t("templates.downloads", { count: template.downloads })}
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={onDownload}
          disabled={!siteId || download.isPending}
          aria-label={t("templates.download", { name: `${template.name} ${template.format}` })}
        >
          {download.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {template.format}
        </Button>
      </CardFooter>
    </Card>
  );
}
