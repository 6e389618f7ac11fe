import { Download, FileText } from "lucide-react";
import { formatBytes } from "@domain/files/file-types";
import type { FileView } from "@domain/audits";

/** A stored file (GET /api/files/:id), shown by name with its size. */
export function FileLink({ file, label }: { file: FileView; label?: string }) {
  return (
    <a
      href={`/api/files/${file.id}`}
      className="inline-flex max-w-full items-center gap-1.5 rounded-md border border-border bg-background px-2 py-1 text-xs hover:bg-accent"
      download
    >
      {label ? (
        <Download className="size-3.5 shrink-0" aria-hidden />
      ) : (
        <FileText className="size-3.5 shrink-0" aria-hidden />
      )}
      <span className="truncate">{label ?? file.filename}</span>
      {label ? null : <span className="shrink-0 text-muted-foreground">{formatBytes(file.size)}</span>}
    </a>
  );
}
