import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  Archive,
  CalendarRange,
  ChevronDown,
  Download,
  Eye,
  FileDown,
  FileStack,
  MessageCircleQuestion,
  Sprout,
  Zap,
} from "lucide-react";
import { toast } from "@/lib/toast";
import { useTranslation } from "react-i18next";
import { evidenceClauseIds, type EvidenceClauseId, type EvidencePackView } from "@domain/audits";
import { formatBytes } from "@domain/files/file-types";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { packFileUrl, useEvidencePacks, useRequestEvidencePack } from "./api/evidence-packs";
import { GenerateEvidencePackDialog, watchPack } from "./components/generate-evidence-pack-dialog";
import { PageHeader } from "@/components/page-header";
import { StatusBadge } from "./components/status-badge";
import { AskPanelSlot } from "@/lib/ask-panel-slot";
import { evidencePackKeys } from "@/lib/query-keys";
import { toastApiError } from "@/lib/api-errors";
import { formatDate, formatDateTime } from "@/lib/format-date";

const quickActions: {
  key: "full" | "fsms" | "harvest";
  days: 7 | 30 | 90;
  clauses: EvidenceClauseId[];
  icon: typeof Zap;
}[] = [
  {
    key: "full",
    days: 30,
    clauses: [...evidenceClauseIds],
    icon: FileStack,
  },
  {
    key: "fsms",
    days: 90,
    clauses: ["fsms"],
    icon: CalendarRange,
  },
  {
    key: "harvest",
    days: 7,
    clauses: ["harvest", "post_harvest"],
    icon: Sprout,
  },
];

function PackActions({ pack }: { pack: EvidencePackView }) {
  const { t } = useTranslation("audits");
  if (pack.status === "failed")
    return <span className="text-xs text-muted-foreground">{pack.failureReason ?? t("evidence.actions.failed")}</span>;
  if (!pack.downloadable)
    return (
      <div className="flex flex-col items-end gap-2 sm:flex-row sm:items-center sm:justify-end">
        <span className="text-xs text-muted-foreground">{t("evidence.actions.beingGenerated")}</span>
        <PackAsk pack={pack} />
      </div>
    );
  const preview = pack.files.find((f) => f.kind === "pdf") ?? pack.files.find((f) => f.kind === "csv");
  return (
    <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
      <PackAsk pack={pack} />
      {preview ? (
        <Button variant="outline" size="sm" asChild>
          <a
            href={packFileUrl(pack.id, preview.id, true)}
            target="_blank"
            rel="noreferrer"
            aria-label={t("evidence.actions.previewLabel", { name: pack.name })}
          >
            <Eye aria-hidden /> {t("evidence.actions.preview")}
          </a>
        </Button>
      ) : null}
      {pack.files.length > 0 ? (
        // Every file of the pack by its name (the PDF, the ZIP, the CSVs), not only the first one.
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" aria-label={t("evidence.actions.downloadLabel", { name: pack.name })}>
              <Download aria-hidden /> {t("evidence.actions.download")} <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="max-w-[calc(100vw-2rem)]">
            {pack.files.map((file) => (
              <DropdownMenuItem key={file.id} asChild>
                <a href={packFileUrl(pack.id, file.id)} download={file.filename} data-testid="pack-file">
                  <FileDown aria-hidden />
                  <span className="min-w-0 flex-1 truncate">{file.filename}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">{formatBytes(file.size)}</span>
                </a>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  );
}

/**
 * Ask about one pack (issue 18): a dialog whose questions the server answers from the pack's site, its
 * period and its clauses' sources.
 */
function PackAsk({ pack }: { pack: EvidencePackView }) {
  const { t } = useTranslation("audits");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("evidence.actions.askLabel", { name: pack.name })}>
          <MessageCircleQuestion aria-hidden /> {t("evidence.actions.ask")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" data-testid="pack-ask-dialog">
        <DialogHeader>
          <DialogTitle>{t("evidence.ask.packTitle", { name: pack.name })}</DialogTitle>
          <DialogDescription>
            {t("evidence.ask.packDescription", {
              site: pack.site.name,
              from: formatDate(pack.period.from),
              to: formatDate(pack.period.to),
            })}
          </DialogDescription>
        </DialogHeader>
        {open ? <AskPanelSlot packId={pack.id} focusOnMount onNavigate={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** /app/audits/evidence — generate packs, their history and quick actions. */
export function EvidencePage() {
  const { t } = useTranslation("audits");
  const site = useCurrentSite();
  const siteId = site?.id ?? "";
  const packs = useEvidencePacks(siteId);
  const canGenerate = useCan("evidence.generate");
  const [open, setOpen] = useState(false);
  const request = useRequestEvidencePack();
  const queryClient = useQueryClient();

  function quick(days: 7 | 30 | 90, clauses: EvidenceClauseId[]) {
    request.mutate(
      { siteId, rangeDays: days, clauses, format: "pdf_zip" },
      {
        onSuccess: (pack) => {
          toast.success(t("evidence.generating"), { description: t("evidence.generatingDescription") });
          watchPack(pack, () => void queryClient.invalidateQueries({ queryKey: evidencePackKeys.all }));
        },
        onError: (error) => toastApiError(error, t("evidence.notRequested")),
      },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t("evidence.title")}
        description={t("evidence.description", { site: site?.name ?? t("internal.thisSite") })}
        actions={
          canGenerate ? (
            <Button onClick={() => setOpen(true)}>
              <Archive aria-hidden /> {t("evidence.generate")}
            </Button>
          ) : null
        }
      />
      {canGenerate ? (
        <section aria-labelledby="quick-actions" className="space-y-3">
          <h2 id="quick-actions" className="text-sm font-medium text-muted-foreground">
            {t("evidence.quickActions")}
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            {quickActions.map((action) => (
              <button
                key={action.key}
                type="button"
                disabled={request.isPending || !siteId}
                onClick={() => quick(action.days, action.clauses)}
                className="group flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:border-primary/50 hover:bg-primary/5 disabled:opacity-60"
              >
                <span className="rounded-lg bg-primary/10 p-2 text-primary">
                  <action.icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{t(`evidence.quick.${action.key}.title`)}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">
                    {t(`evidence.quick.${action.key}.description`)}
                  </span>
                </span>
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("evidence.history.title")}</CardTitle>
          <CardDescription>{t("evidence.history.description")}</CardDescription>
        </CardHeader>
        <CardContent className="px-0 sm:px-6">
          {packs.error ? (
            <Alert variant="destructive">
              <AlertDescription>{packs.error.message}</AlertDescription>
            </Alert>
          ) : !packs.data ? (
            <div className="space-y-2 px-6 sm:px-0" role="status" aria-label={t("evidence.history.loading")}>
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : packs.data.length === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-muted-foreground sm:px-0">
              {t("evidence.history.empty")}
            </p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t("evidence.columns.pack")}</TableHead>
                  <TableHead className="hidden md:table-cell">{t("evidence.columns.clauses")}</TableHead>
                  <TableHead className="hidden lg:table-cell">{t("evidence.columns.format")}</TableHead>
                  <TableHead className="hidden lg:table-cell">{t("evidence.columns.size")}</TableHead>
                  <TableHead>{t("evidence.columns.status")}</TableHead>
                  <TableHead className="text-right">{t("evidence.columns.actions")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {packs.data.map((pack) => (
                  <TableRow key={pack.id} data-testid="pack-row">
                    <TableCell className="max-w-[16rem]">
                      <div className="truncate font-medium">
                        {pack.period.days
                          ? t("evidence.history.lastDays", { count: pack.period.days })
                          : t("evidence.history.customRange", {
                              from: formatDate(pack.period.from),
                              to: formatDate(pack.period.to),
                            })}
                      </div>
                      <div className="text-xs text-muted-foreground">
                        {t("evidence.history.range", {
                          from: formatDate(pack.period.from),
                          to: formatDate(pack.period.to),
                        })}
                      </div>
                      <div className="text-xs text-muted-foreground">
                        {formatDateTime(pack.createdAt)} · {pack.requestedBy}
                      </div>
                    </TableCell>
                    <TableCell className="hidden max-w-[18rem] md:table-cell">
                      <div className="flex flex-wrap gap-1">
                        {pack.clauses.length === evidenceClauseIds.length ? (
                          <Badge variant="secondary">{t("evidence.history.allClauses")}</Badge>
                        ) : (
                          pack.clauses.map((c) => (
                            <Badge key={c.id} variant="outline">
                              {c.label}
                            </Badge>
                          ))
                        )}
                      </div>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap lg:table-cell">
                      {t(`formats.${pack.format}`)}
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap tabular-nums lg:table-cell">
                      {pack.size ? formatBytes(pack.size) : "—"}
                    </TableCell>
                    <TableCell>
                      <StatusBadge status={pack.status} />
                    </TableCell>
                    <TableCell className="text-right">
                      <PackActions pack={pack} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <AskPanelSlot
            heading={t("evidence.ask.title")}
            description={t("evidence.ask.description", { site: site?.name ?? t("internal.thisSite") })}
          />
        </CardContent>
      </Card>
      <GenerateEvidencePackDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
