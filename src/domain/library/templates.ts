/** The built-in document template catalogue: each entry is produced as a real file on download. */
export const templateCategories = [
  "Sanitation",
  "Monitoring",
  "Quality",
  "Traceability",
  "Safety",
  "Pest Control",
  "Maintenance",
] as const;
export type TemplateCategory = (typeof templateCategories)[number];

export interface TemplateColumn {
  header: string;
  /** Relative width in the PDF table. */
  width: number;
}

export interface TemplateDefinition {
  key: string;
  name: string;
  category: TemplateCategory;
  type: "Log" | "Form" | "Register" | "Record";
  format: "CSV" | "PDF";
  description: string;
  /** Document-control code printed on the form. */
  code: string;
  clauses: string[];
  instructions: string;
  columns: TemplateColumn[];
  /** Blank rows printed on a PDF page. */
  rows: number;
}

const col = (header: string, width = 1): TemplateColumn => ({ header, width });

export const builtinTemplates: TemplateDefinition[] = [
  {
    key: "pre-op-sanitation-log",
    name: "Pre-Operational Sanitation Log",
    category: "Sanitation",
    type: "Log",
    format: "PDF",
    code: "SAN-F-001",
    clauses: ["3.01.02", "P.03.02"],
    description:
      "Daily pre-op inspection of food-contact surfaces and equipment before production starts, with sanitizer strength and corrective actions.",
    instructions:
      "Complete before the first production run of each shift. Do not start a line that fails inspection until it is re-cleaned and re-inspected.",
    columns: [
      col("Date", 0.8),
      col("Time", 0.6),
      col("Area / Line", 1.1),
      col("Equipment / Surface", 1.5),
      col("Cleaned (Y/N)", 0.7),
      col("Sanitizer & ppm", 1),
      col("Visual (Pass/Fail)", 0.8),
      col("Corrective action", 1.8),
      col("Initials", 0.6),
    ],
    rows: 16,
  },
  {
    key: "cooler-temperature-log",
    name: "Cooler Temperature Log",
    category: "Monitoring",
    type: "Log",
    format: "CSV",
    code: "MON-F-002",
    clauses: ["C.01.01"],
    description:
      "Air and product pulp temperatures per cooler, at least twice per shift, with the limit check and the action taken on an excursion.",
    instructions:
      "Record actual readings; never round to the limit. An excursion needs a corrective action and a hold decision.",
    columns: [
      col("Date"),
      col("Time"),
      col("Cooler ID"),
      col("Air temp (°F)"),
      col("Pulp temp (°F)"),
      col("Within limit (Y/N)"),
      col("Corrective action"),
      col("Initials"),
    ],
    rows: 0,
  },
  {
    key: "water-test-record",
    name: "Agricultural Water Test Record",
    category: "Monitoring",
    type: "Record",
    format: "PDF",
    code: "MON-F-003",
    clauses: ["2.01.01", "2.01.03"],
    description:
      "Generic E. coli results per water source and sampling point, with the lab report reference and the acceptance decision.",
    instructions:
      "Attach the laboratory certificate. Results above the criteria trigger the corrective action procedure before the water is used again.",
    columns: [
      col("Sample date", 0.9),
      col("Source", 0.9),
      col("Sampling point", 1.3),
      col("Laboratory", 1.1),
      col("Generic E. coli (CFU/100 mL)", 1.2),
      col("Acceptable (Y/N)", 0.8),
      col("Report ref.", 0.9),
      col("Corrective action", 1.5),
      col("Initials", 0.6),
    ],
    rows: 16,
  },
  {
    key: "corrective-action-form",
    name: "Corrective Action Report",
    category: "Quality",
    type: "Form",
    format: "PDF",
    code: "QA-F-004",
    clauses: ["1.08.01"],
    description:
      "Deviation, root cause, correction, preventive action, owner, due date and verification of effectiveness for one nonconformance.",
    instructions:
      "Open one line per deviation. Verification of effectiveness is signed by QA or the PCQI once the action has been shown to work.",
    columns: [
      col("Date found", 0.8),
      col("Deviation", 1.6),
      col("Clause", 0.6),
      col("Root cause", 1.3),
      col("Correction", 1.3),
      col("Preventive action", 1.3),
      col("Owner", 0.8),
      col("Due", 0.7),
      col("Verified by / date", 1),
    ],
    rows: 12,
  },
  {
    key: "mock-recall-log",
    name: "Mock Recall Log",
    category: "Traceability",
    type: "Log",
    format: "PDF",
    code: "TRC-F-005",
    clauses: ["1.10.01"],
    description:
      "Trace one lot forward and back within the target time: quantities produced and located, customers reached and percentage recovered.",
    instructions:
      "Target: 100% of the lot accounted for within 2 hours. Record start and finish times from the clock, not estimates.",
    columns: [
      col("Lot code", 1),
      col("Product", 1.1),
      col("Qty produced", 0.8),
      col("Qty located", 0.8),
      col("Customer / location", 1.6),
      col("Time started", 0.8),
      col("Time completed", 0.8),
      col("% recovered", 0.7),
      col("Initials", 0.6),
    ],
    rows: 16,
  },
  {
    key: "visitor-log",
    name: "Visitor & Contractor Log",
    category: "Safety",
    type: "Log",
    format: "CSV",
    code: "SAF-F-006",
    clauses: ["1.04.01"],
    description:
      "Every visitor and contractor signed in and out, with the health questionnaire and acknowledgement of the site's hygiene rules.",
    instructions: "Visitors reporting symptoms of illness may not enter production areas.",
    columns: [
      col("Date"),
      col("Name"),
      col("Company"),
      col("Purpose of visit"),
      col("Time in"),
      col("Time out"),
      col("Health questionnaire (Y/N)"),
      col("Hygiene rules acknowledged (Y/N)"),
      col("Host"),
    ],
    rows: 0,
  },
  {
    key: "glass-brittle-plastic-register",
    name: "Glass & Brittle Plastic Register",
    category: "Safety",
    type: "Register",
    format: "PDF",
    code: "SAF-F-007",
    clauses: ["P.04.02"],
    description:
      "Inventory of glass, brittle plastic and acrylic items in production and storage areas with their condition at each inspection.",
    instructions:
      "Inspect monthly. A broken item triggers the breakage procedure: stop, isolate, clean up, inspect product, record.",
    columns: [
      col("Item ID", 0.7),
      col("Location", 1.2),
      col("Description", 1.5),
      col("Material", 0.9),
      col("Qty", 0.5),
      col("Condition", 0.9),
      col("Inspected", 0.8),
      col("Action", 1.4),
      col("Initials", 0.6),
    ],
    rows: 16,
  },
  {
    key: "pest-control-service-log",
    name: "Pest Control Service Log",
    category: "Pest Control",
    type: "Log",
    format: "PDF",
    code: "PST-F-008",
    clauses: ["3.01.04"],
    description:
      "Device-by-device service record of bait stations, traps and insect lights, with activity found and the action taken.",
    instructions:
      "Match device IDs to the current site map. Any activity inside production areas is reported to QA the same day.",
    columns: [
      col("Service date", 0.8),
      col("Device ID", 0.7),
      col("Device type", 0.9),
      col("Location", 1.2),
      col("Activity (Y/N)", 0.7),
      col("Pest type", 0.9),
      col("Action taken", 1.5),
      col("Technician", 0.9),
      col("Reviewed by", 0.9),
    ],
    rows: 16,
  },
  {
    key: "thermometer-calibration-log",
    name: "Thermometer Calibration Log",
    category: "Maintenance",
    type: "Log",
    format: "CSV",
    code: "MNT-F-009",
    clauses: ["6.01.01", "6.01.03"],
    description:
      "Ice-point or reference checks of every thermometer and probe, with the deviation found and whether it was adjusted or removed.",
    instructions: "Tolerance ±1 °F. Out-of-tolerance instruments are tagged out until adjusted or replaced.",
    columns: [
      col("Date"),
      col("Thermometer ID"),
      col("Method (ice point / reference)"),
      col("Reading (°F)"),
      col("Reference (°F)"),
      col("Deviation (°F)"),
      col("Adjusted (Y/N)"),
      col("Initials"),
    ],
    rows: 0,
  },
  {
    key: "shipping-traceability-record",
    name: "FSMA 204 Shipping KDE Record",
    category: "Traceability",
    type: "Record",
    format: "CSV",
    code: "TRC-F-010",
    clauses: ["C.04.03", "1.10.01"],
    description:
      "Key Data Elements of each shipping Critical Tracking Event, laid out as the sortable spreadsheet FDA may request within 24 hours.",
    instructions: "The traceability lot code is the one assigned at initial packing; it is never assigned at shipping.",
    columns: [
      col("Traceability lot code"),
      col("Quantity"),
      col("Unit of measure"),
      col("Product description"),
      col("Ship-from location"),
      col("Ship-to location"),
      col("Ship date"),
      col("TLC source location"),
      col("Reference document type"),
      col("Reference document number"),
    ],
    rows: 0,
  },
];

export function getTemplateDefinition(key: string): TemplateDefinition | undefined {
  return builtinTemplates.find((t) => t.key === key);
}

/** A safe download file name: `pre-op-sanitation-log-oxnard.pdf`. */
export function templateFileName(template: Pick<TemplateDefinition, "key" | "format">, siteSlug: string): string {
  return `${template.key}-${siteSlug}.${template.format.toLowerCase()}`;
}
