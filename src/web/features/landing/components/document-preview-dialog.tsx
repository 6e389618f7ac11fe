import { lazy, Suspense, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { SampleDocument } from "@domain/audit-demo/types";
import { useOnDemand } from "@/lib/use-on-demand";
import { documentIcon } from "./document-icon";
import { useDocumentSize } from "./use-document-size";

const DocumentPreview = lazy(() => import("./document-preview").then((m) => ({ default: m.DocumentPreview })));

/** A sample document's card, opening its preview (loaded on first use). */
export function DocumentPreviewDialog({ doc }: { doc: SampleDocument }) {
  const Icon = documentIcon(doc);
  const { t } = useTranslation("landing");
  const size = useDocumentSize()(doc);
  const preview = useOnDemand();
  const card = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={card}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={preview.open}
        onClick={preview.show}
        aria-label={t("document.preview", { name: doc.name, kind: doc.kind, size })}
        className="group flex w-full items-center gap-3 rounded-xl border border-border bg-card p-4 text-left shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none motion-reduce:transition-none motion-reduce:hover:translate-y-0"
      >
        <span
          className={
            doc.kind !== "CSV"
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
      {preview.mounted && (
        <Suspense fallback={null}>
          <DocumentPreview doc={doc} open={preview.open} onOpenChange={preview.setOpen} returnFocus={card} />
        </Suspense>
      )}
    </>
  );
}
