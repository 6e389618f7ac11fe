import { useState } from "react";
import { Loader2, Play, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatBytes } from "@domain/files/file-types";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { apiErrorMessage } from "@/lib/api-errors";
import { useCurrentSite, useSites } from "@/lib/use-sites";
import { useStartDocumentAudit } from "@/features/document-audits/api/document-audits";
import { DropZone } from "./drop-zone";
import type { ChosenFile } from "./read-dropped-files";

/** "New document audit": choose the site and the files (a folder, files or ZIPs), then start it. */
export function NewDocumentAuditDialog({
  open,
  onOpenChange,
  onStarted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onStarted: (id: string) => void;
}) {
  const { t } = useTranslation("document-audits");
  const { data } = useSites();
  const current = useCurrentSite();
  const [siteId, setSiteId] = useState<string | null>(null);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const start = useStartDocumentAudit();
  const chosenSite = siteId ?? current?.id ?? "";
  const total = files.reduce((sum, f) => sum + f.file.size, 0);

  const add = (more: ChosenFile[]) => {
    setError(null);
    setFiles((list) => {
      const seen = new Set(list.map((f) => f.path));
      return [...list, ...more.filter((f) => !seen.has(f.path))];
    });
  };

  function submit() {
    if (files.length === 0) return setError(t("new.noFiles"));
    setError(null);
    start.mutate(
      { siteId: chosenSite, files },
      {
        onSuccess: ({ id }) => {
          setFiles([]);
          onStarted(id);
        },
        onError: (e) => setError(apiErrorMessage(e)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("new.title")}</DialogTitle>
          <DialogDescription>{t("new.description")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="document-audit-site">{t("new.site")}</Label>
            <Select value={chosenSite} onValueChange={setSiteId}>
              <SelectTrigger id="document-audit-site">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {(data?.sites ?? []).map((site) => (
                  <SelectItem key={site.id} value={site.id}>
                    {site.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <DropZone onFiles={add} />
          {files.length > 0 ? (
            <div className="grid gap-1">
              <p className="text-sm font-medium">
                {t("new.chosen", { count: files.length, size: formatBytes(total) })}
              </p>
              <ul className="max-h-48 overflow-y-auto rounded-md border border-border text-sm">
                {files.map((f) => (
                  <li key={f.path} className="flex items-center gap-2 border-b border-border px-2 py-1 last:border-0">
                    <span className="min-w-0 flex-1 truncate" title={f.path}>
                      {f.path}
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">{formatBytes(f.file.size)}</span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={t("new.remove", { name: f.path })}
                      onClick={() => setFiles((list) => list.filter((x) => x.path !== f.path))}
                    >
                      <X aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {error ? (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("cancel")}
          </Button>
          <Button onClick={submit} disabled={start.isPending || !chosenSite}>
            {start.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
            {t("new.start")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
