import { FileSpreadsheetIcon, FileTextIcon } from "lucide-react";
import type { SampleDocument } from "@domain/audit-demo/types";

/** The icon of a sample document's kind, on its card and in its preview. */
export const documentIcon = (doc: SampleDocument) => (doc.kind === "CSV" ? FileSpreadsheetIcon : FileTextIcon);
