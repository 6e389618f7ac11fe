import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Archive, CalendarRange, ChevronDown, Download, Eye, FileDown, FileStack, Sprout, Zap } from "lucide-react";
import { toast } from "sonner";
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useCan } from "@/lib/use-me";
import { useCurrentSite } from "@/lib/use-sites";
import { packFileUrl, useEvidencePacks, useRequestEvidencePack } from "./api/evidence-packs";
import { GenerateEvidencePackDialog, watchPack } from "./components/generate-evidence-pack-dialog";
import { PageHeader } from "@/components/page-header";
import { StatusBadge } from "./components/status-badge";
import { evidencePackKeys } from "@/lib/query-keys";
import { toastApiError } from "@/lib/api-errors";
import { formatDateTime } from "@/lib/format-date";

const quickActions: {
  title: string;
  description: string;
  days: 7 | 30 | 90;
  clauses: EvidenceClauseId[];
  icon: typeof Zap;
}[] = [
  {
    title: "Full pack, last 30 days",
    description: "All 8 clause groups, PDF + ZIP",
    days: 30,
    clauses: [...evidenceClauseIds],
    icon: FileStack,
  },
  {
    title: "FSMS 1.01-1.08, last 90 days",
    description: "Management system evidence for the auditor",
    days: 90,
    clauses: ["fsms"],
    icon: CalendarRange,
  },
  {
    title: "Harvest & post-harvest, last 7 days",
    description: "This week's field and packing evidence",
    days: 7,
    clauses: ["harvest", "post_harvest"],
    icon: Sprout,
  },
];

function PackActions({ pack }: { pack: EvidencePackView }) {
  if (!pack.downloadable)
    return (
      <span className="text-xs text-muted-foreground">
        {pack.status === "failed" ? (pack.failureReason ?? "Failed") : "Being generated…"}
      </span>
    );
  const preview = pack.files.find((f) => f.kind === "pdf") ?? pack.files.find((f) => f.kind === "csv");
  return (
    <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
      {preview ? (
        <Button variant="outline" size="sm" asChild>
          <a
            href={packFileUrl(pack.id, preview.id, true)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Preview ${pack.name}`}
          >
            <Eye aria-hidden /> Preview
          </a>
        </Button>
      ) : null}
      {pack.files.length > 0 ? (
        // Every file of the pack by its name (the PDF, the ZIP, the CSVs), not only the first one.
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button size="sm" aria-label={`Download ${pack.name}`}>
              <Download aria-hidden /> Download <ChevronDown aria-hidden />
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

/** /app/audits/evidence — generate packs, their history and quick actions. */
export function EvidencePage() {
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
          toast.success("Evidence Pack Generating", { description: "You will be notified when ready." });
          watchPack(pack, () => void queryClient.invalidateQueries({ queryKey: evidencePackKeys.all }));
        },
        onError: (error) => toastApiError(error, "Evidence pack not requested"),
      },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Evidence Generation"
        description={`Audit-ready evidence packs for ${site?.name ?? "this site"}: a clause-by-clause PDF, CSVs of every row and the attached files.`}
        actions={
          canGenerate ? (
            <Button onClick={() => setOpen(true)}>
              <Archive aria-hidden /> Generate Evidence Pack
            </Button>
          ) : null
        }
      />
      {canGenerate ? (
        <section aria-labelledby="quick-actions" className="space-y-3">
          <h2 id="quick-actions" className="text-sm font-medium text-muted-foreground">
            Quick actions
          </h2>
          <div className="grid gap-3 md:grid-cols-3">
            {quickActions.map((action) => (
              <button
                key={action.title}
                type="button"
                disabled={request.isPending || !siteId}
                onClick={() => quick(action.days, action.clauses)}
                className="group flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-sm transition-colors hover:border-primary/50 hover:bg-primary/5 disabled:opacity-60"
              >
                <span className="rounded-lg bg-primary/10 p-2 text-primary">
                  <action.icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{action.title}</span>
                  <span className="mt-0.5 block text-xs text-muted-foreground">{action.description}</span>
                </span>
              </button>
            ))}
          </div>
        </section>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Pack history</CardTitle>
          <CardDescription>Download and Preview appear once a pack is ready.</CardDescription>
        </CardHeader>
        <CardContent className="px-0 sm:px-6">
          {packs.error ? (
            <Alert variant="destructive">
              <AlertDescription>{packs.error.message}</AlertDescription>
            </Alert>
          ) : !packs.data ? (
            <div className="space-y-2 px-6 sm:px-0" role="status" aria-label="Loading packs">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : packs.data.length === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-muted-foreground sm:px-0">
              No evidence packs yet for this site.
            </p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Pack</TableHead>
                  <TableHead className="hidden md:table-cell">Clauses</TableHead>
                  <TableHead className="hidden lg:table-cell">Format</TableHead>
                  <TableHead className="hidden lg:table-cell">Size</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {packs.data.map((pack) => (
                  <TableRow key={pack.id} data-testid="pack-row">
                    <TableCell className="max-w-[16rem]">
                      <div className="truncate font-medium">{pack.period.label}</div>
                      <div className="text-xs text-muted-foreground">
                        {pack.period.from} to {pack.period.to}
                      </div>
                      <div className="text-xs text-muted-foreground">
                        {formatDateTime(pack.createdAt)} · {pack.requestedBy}
                      </div>
                    </TableCell>
                    <TableCell className="hidden max-w-[18rem] md:table-cell">
                      <div className="flex flex-wrap gap-1">
                        {pack.clauses.length === evidenceClauseIds.length ? (
                          <Badge variant="secondary">All clauses</Badge>
                        ) : (
                          pack.clauses.map((c) => (
                            <Badge key={c.id} variant="outline">
                              {c.label}
                            </Badge>
                          ))
                        )}
                      </div>
                    </TableCell>
                    <TableCell className="hidden whitespace-nowrap lg:table-cell">{pack.formatLabel}</TableCell>
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
      <GenerateEvidencePackDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
