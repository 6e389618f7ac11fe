import { useState } from "react";
import { Download, FileSpreadsheet, FileText, Loader2 } from "lucide-react";
import { toast } from "sonner";
import { templateCategories } from "@domain/library/templates";
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

/** /app/library/templates — ready-to-use record templates produced for the current site on download. */
export function TemplatesPage() {
  const site = useCurrentSite();
  const templates = useTemplates();
  const [category, setCategory] = useState<string>("All");
  const all = templates.data ?? [];
  // ?template=<id> highlights that card, whatever the category filter. The list holds every template,
  // so one not in it no longer exists.
  const [linked, clearLinked] = useDeepLink("template");
  const listed = all.some((t) => t.id === linked);
  useMissingLink(linked, !!templates.data && !listed, clearLinked);
  useScrollToLinked(linked, listed);
  const shown = category === "All" ? all : all.filter((t) => t.category === category || t.id === linked);
  const counts = Object.fromEntries(templateCategories.map((c) => [c, all.filter((t) => t.category === c).length]));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Document Templates"
        description={`Logs, forms and registers for produce operations, generated with ${site?.name ?? "your site"}'s details on download`}
      />
      <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by category">
        {["All", ...templateCategories].map((c) => (
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
            {c}
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
          ? shown.map((t) => <TemplateCard key={t.id} template={t} siteId={site?.id} linked={t.id === linked} />)
          : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-52" />)}
      </div>
    </div>
  );
}

function TemplateCard({ template, siteId, linked }: { template: TemplateView; siteId?: string; linked: boolean }) {
  const download = useDownloadTemplate();
  const Icon = template.format === "CSV" ? FileSpreadsheet : FileText;
  const onDownload = () =>
    siteId &&
    download.mutate(
      { id: template.id, siteId },
      {
        onSuccess: (name) => toast.success("Template Downloaded", { description: name }),
        onError: (error) => toastApiError(error, "Could not download the template"),
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
            {template.category} · {template.type} · {template.format}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex-1">
        <p className="text-sm text-muted-foreground">{template.description}</p>
      </CardContent>
      <CardFooter className="justify-between gap-2 border-t border-border pt-4">
        <p className="flex flex-col text-xs text-muted-foreground">
          <span>Updated {formatDate(template.lastModified)}</span>
          <span>
            <span data-testid="download-count">{template.downloads}</span> download{template.downloads === 1 ? "" : "s"}
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={onDownload}
          disabled={!siteId || download.isPending}
          aria-label={`Download ${template.name} ${template.format}`}
        >
          {download.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Download aria-hidden />}
          {template.format}
        </Button>
      </CardFooter>
    </Card>
  );
}
