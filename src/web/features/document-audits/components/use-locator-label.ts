import { useTranslation } from "react-i18next";
import type { Locator } from "@domain/document-audit/contract";

/** "Page 3, paragraph 2", "Sheet Logs, row 14", "Paragraph 7": where a passage sits, in the reader's words. */
export function useLocatorLabel() {
  const { t } = useTranslation("document-audits");
  return (locator: Locator): string => {
    if (locator.kind === "page")
      return locator.paragraph
        ? t("locator.pageParagraph", { page: locator.page, paragraph: locator.paragraph })
        : t("locator.page", { page: locator.page });
    if (locator.kind === "paragraph") return t("locator.paragraph", { paragraph: locator.paragraph });
    return locator.sheet
      ? t("locator.sheetRow", { sheet: locator.sheet, row: locator.row })
      : t("locator.row", { row: locator.row });
  };
}
