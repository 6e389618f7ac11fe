import { type DragEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FileUpIcon } from "lucide-react";
import { publicAuditLimits } from "@domain/audit-demo/public-audit";
import { formatBytes } from "@domain/files/file-types";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

const accept = ".pdf,.docx,.xlsx,.csv,.txt,.png,.jpg,.jpeg,.zip";

/** Where a visitor drops (or picks) up to 10 of their own files before the audit starts. */
export function OwnFilesPicker({ onStart, onCancel }: { onStart: (files: File[]) => void; onCancel: () => void }) {
  const { t } = useTranslation("landing");
  const inputId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const { maxFiles, maxTotalBytes } = publicAuditLimits;
  const total = files.reduce((sum, f) => sum + f.size, 0);
  const problem =
    files.length > maxFiles
      ? t("upload.tooMany", { max: maxFiles })
      : total > maxTotalBytes
        ? t("upload.tooLarge", { size: formatBytes(maxTotalBytes) })
        : null;
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    setFiles([...event.dataTransfer.files]);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("upload.title")}</DialogTitle>
        <DialogDescription>
          {t("upload.description", { max: maxFiles, size: formatBytes(maxTotalBytes) })}
        </DialogDescription>
      </DialogHeader>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-dragging={dragging}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed border-border p-6 text-center text-sm focus-within:ring-[3px] focus-within:ring-ring/50 data-[dragging=true]:border-primary data-[dragging=true]:bg-primary/5"
      >
        <FileUpIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">{t("upload.drop")}</span>
        <span className="text-xs text-muted-foreground">{t("upload.kinds")}</span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={accept}
          className="sr-only"
          onChange={(event) => setFiles([...(event.target.files ?? [])])}
        />
      </label>
      {files.length > 0 && (
        <ul className="grid gap-1 text-sm" aria-label={t("upload.chosen")}>
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex justify-between gap-3">
              <span className="truncate">{file.name}</span>
              <span className="shrink-0 text-muted-foreground tabular-nums">{formatBytes(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{t("upload.privacy")}</p>
      <DialogFooter>
        <Button disabled={files.length === 0 || problem !== null} onClick={() => onStart(files)}>
          {t("upload.start")}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t("simulation.close")}
        </Button>
      </DialogFooter>
    </>
  );
}
