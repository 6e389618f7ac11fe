import { useTranslation } from "react-i18next";
import type { PublicCitation } from "@domain/audit-demo/public-audit";

/** A cited passage: the document, where in it (page, paragraph, row), and the quote. */
export function CitationQuote({ citation }: { citation: PublicCitation }) {
  const { t } = useTranslation("audit-result");
  const { locator } = citation;
  const where =
    locator.kind === "row"
      ? t("citation.row", { row: locator.row })
      : locator.kind === "page"
        ? locator.paragraph
          ? t("citation.pageParagraph", { page: locator.page, paragraph: locator.paragraph })
          : t("citation.page", { page: locator.page })
        : t("citation.paragraph", { paragraph: locator.paragraph });
  return (
    <figure data-testid="citation" className="rounded-md border-l-4 border-primary/60 bg-muted/50 px-3 py-2 text-xs">
      <figcaption className="font-medium">
        {citation.document} <span className="text-muted-foreground">· {where}</span>
      </figcaption>
      {citation.quote && <blockquote className="mt-1 break-words text-muted-foreground">“{citation.quote}”</blockquote>}
    </figure>
  );
}
