import { useTranslation } from "react-i18next";
import type { SampleDocument } from "@domain/audit-demo/types";

/** A sample document's size in the app's language: "12 pages" for a PDF, "120 rows" for a CSV. */
export function useDocumentSize() {
  const { t } = useTranslation("landing");
  return (doc: SampleDocument) =>
    doc.pages !== undefined ? t("document.pages", { count: doc.pages }) : t("document.rows", { count: doc.rows ?? 0 });
}
