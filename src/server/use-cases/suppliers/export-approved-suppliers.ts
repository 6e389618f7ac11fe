import { writeCsv, type CsvCell } from "../../../domain/csv/write-csv";
import type { AppLocale } from "../../../domain/i18n/locales";
import { supplierToday } from "../../../domain/suppliers/compliance";
import { supplierDocumentTypeLabels } from "../../../domain/suppliers/requirements";
import { isApprovedStatus, supplierStatusLabels } from "../../../domain/suppliers/suppliers";
import type { SupplierListQuery } from "../../../domain/schemas/suppliers";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { t, translateText } from "../../i18n/catalogue";
import { listSuppliers } from "./list-suppliers";
import { loadExcelJs } from "../../lazy-modules";

export type SupplierExportFormat = "csv" | "xlsx";

const columns = [
  "supplier",
  "category",
  "risk",
  "status",
  "compliance",
  "actionNeeded",
  "sites",
  "document",
  "expiresOn",
  "documentState",
] as const;

/**
 * The approved supplier list (approved and conditionally approved suppliers, filtered like the list) as a
 * CSV or an XLSX in the reader's language: one row per required document with its expiry and state, so
 * an auditor reads at a glance what justifies each approval today. Reads only.
 */
export async function exportApprovedSuppliers(
  db: Db,
  actor: Actor,
  { format, locale, query }: { format: SupplierExportFormat; locale: AppLocale; query: SupplierListQuery },
) {
  const { suppliers } = await listSuppliers(db, actor, query);
  const label = (key: string) => t(locale, key as "pdf:suppliers.sheet");
  const rows: CsvCell[][] = suppliers
    .filter((s) => isApprovedStatus(s.status))
    .flatMap((s) => {
      const common = [
        s.name,
        label(`pdf:suppliers.category.${s.category}`),
        label(`pdf:suppliers.risk.${s.riskLevel}`),
        translateText(locale, "errors", supplierStatusLabels[s.status]),
        label(`pdf:suppliers.state.${s.compliance}`),
        label(s.actionNeeded ? "pdf:suppliers.yes" : "pdf:suppliers.no"),
        s.siteIds.join(", "),
      ];
      if (s.documents.length === 0) return [[...common, label("pdf:suppliers.noDocument"), "", ""]];
      return s.documents.map((d) => [
        ...common,
        translateText(locale, "errors", supplierDocumentTypeLabels[d.type]),
        d.expiresOn ?? "",
        label(`pdf:suppliers.state.${d.state}`),
      ]);
    });
  const header = columns.map((c) => label(`pdf:suppliers.column.${c}`));
  // The suppliers' today (decision 134); with none listed, the date in UTC.
  const stamp = suppliers[0]?.asOf ?? supplierToday([], actorNow(actor));
  const fileName = `approved-suppliers-${stamp}.${format}`;
  if (format === "csv")
    return {
      fileName,
      contentType: "text/csv; charset=utf-8",
      body: Buffer.from(writeCsv(header, rows), "utf8"),
    };
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet(label("pdf:suppliers.sheet"));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? ""));
  sheet.columns.forEach((column) => {
    column.width = 20;
  });
  return {
    fileName,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
