import { FileSpreadsheetIcon, FileTextIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { documentSize } from "@domain/audit-demo/sample-documents";
import type { SampleDocument } from "@domain/audit-demo/types";

/** A sample document's card, opening its preview. */
export function DocumentPreviewDialog({ doc }: { doc: SampleDocument }) {
  const Icon = doc.kind === "PDF" ? FileTextIcon : FileSpreadsheetIcon;
  const size = documentSize(doc);

  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label={`Preview ${doc.name}, ${doc.kind}, ${size}`}
          className="group flex w-full items-center gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none motion-reduce:transition-none motion-reduce:hover:translate-y-0"
        >
          <span
            className={
              doc.kind === "PDF"
                ? "flex size-10 shrink-0 items-center justify-center rounded-lg bg-destructive/10 text-destructive"
                : "flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
            }
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium">{doc.name}</span>
            <span className="block text-xs text-muted-foreground">
              {doc.kind} · {size}
            </span>
          </span>
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2 break-all">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {doc.name}
          </DialogTitle>
          <DialogDescription>{doc.description}</DialogDescription>
        </DialogHeader>
        <dl className="flex gap-2">
          <div>
            <dt className="sr-only">Kind</dt>
            <dd>
              <Badge variant="secondary">{doc.kind}</Badge>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{doc.pages !== undefined ? "Pages" : "Rows"}</dt>
            <dd>
              <Badge variant="outline">{size}</Badge>
            </dd>
          </div>
        </dl>
        <figure>
          <figcaption className="mb-2 text-xs font-medium text-muted-foreground">Preview</figcaption>
          <pre className="overflow-x-auto rounded-lg border border-border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap">
            {doc.preview}
          </pre>
        </figure>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
