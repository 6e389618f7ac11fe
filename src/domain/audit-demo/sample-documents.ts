import type { SampleDocument } from "./types";

/**
 * The 12 documents offered in the landing page's Try It Out section: what their cards show. Their
 * content is src/domain/audit-demo/sample-files.ts (loaded with a preview, not with the page); a unit
 * test keeps these names, kinds and sizes equal to it.
 */
export const sampleDocuments: readonly SampleDocument[] = [
  { id: "sops", name: "SOPs.pdf", kind: "PDF", pages: 5 },
  { id: "food-safety-plan", name: "Food_Safety_Plan.docx", kind: "DOCX", pages: 1 },
  { id: "training-records", name: "Training_Records.csv", kind: "CSV", rows: 24 },
  { id: "traceability", name: "Traceability.csv", kind: "CSV", rows: 12 },
  { id: "sanitation-logs", name: "Sanitation_Logs.csv", kind: "CSV", rows: 46 },
  { id: "calibration-logs", name: "Calibration_Logs.csv", kind: "CSV", rows: 12 },
  { id: "supplier-certs", name: "Supplier_Certs.docx", kind: "DOCX", pages: 1 },
  { id: "water-testing", name: "Water_Testing.csv", kind: "CSV", rows: 6 },
  { id: "pest-control", name: "Pest_Control.pdf", kind: "PDF", pages: 1 },
  { id: "corrective-actions", name: "Corrective_Actions.csv", kind: "CSV", rows: 4 },
  { id: "maintenance-logs", name: "Maintenance_Logs.csv", kind: "CSV", rows: 9 },
  { id: "wash-water-log", name: "Wash_Water_Log.csv", kind: "CSV", rows: 25 },
];

/** "5 pages" or "24 rows", in English (the web shows it through its catalogue). */
export function documentSize(doc: SampleDocument): string {
  if (doc.pages !== undefined) return `${doc.pages} ${doc.pages === 1 ? "page" : "pages"}`;
  return `${doc.rows ?? 0} rows`;
}
