// Loaded on first use: brings tailwind-merge, which the landing page itself does without (lib/utils.ts).
import "@/lib/class-merge";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
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
} from "@/components/ui/dialog";
import type { SampleDocument } from "@domain/audit-demo/types";
import { sampleFiles } from "@domain/audit-demo/sample-files";
import { samplePreview } from "@domain/audit-demo/sample-preview";
import { documentIcon } from "./document-icon";
import { useDocumentSize } from "./use-document-size";

/** A sample document's preview; loaded when a card is first opened, so the landing page starts without dialog code. */
export function DocumentPreview(props: {
  doc: SampleDocument;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card that opened it: focus goes back there on close. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}) {
  const { doc } = props;
  const Icon = documentIcon(doc);
  const { t } = useTranslation("landing");
  const size = useDocumentSize()(doc);
  const file = sampleFiles.find((f) => f.id === doc.id);
  const describe = t as unknown as (key: string) => string;

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          props.returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2 break-all">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {doc.name}
          </DialogTitle>
          <DialogDescription>{describe(`samples.${doc.id}`)}</DialogDescription>
        </DialogHeader>
        <dl className="flex gap-2">
          <div>
            <dt className="sr-only">{t("document.kind")}</dt>
            <dd>
              <Badge variant="secondary">{doc.kind}</Badge>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{doc.pages !== undefined ? t("document.pagesLabel") : t("document.rowsLabel")}</dt>
            <dd>
              <Badge variant="outline">{size}</Badge>
            </dd>
          </div>
        </dl>
        <figure>
          <figcaption className="mb-2 text-xs font-medium text-muted-foreground">
            {t("document.previewCaption")}
          </figcaption>
          <pre className="overflow-x-auto rounded-lg border border-border bg-muted/50 p-3 font-mono text-xs leading-relaxed whitespace-pre-wrap">
            {file ? samplePreview(file) : ""}
          </pre>
        </figure>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t("document.close")}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
