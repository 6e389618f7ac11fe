import { addCalendarDays, type IsoDate, isWeekend } from "../../../domain/dates";

/**
 * The labelled corpus's documents as plain content (issue 17, decision 110): what `npm run corpus:make`
 * writes under tests/fixtures/audit-corpus/<case>/. Each case is a site's folder of documents, compliant
 * ones and ones with planted defects; the verdicts expected of them are labelled by hand in each case's
 * expected.json, from what was planted here, never from the engine's output.
 */
export type CorpusFile =
  | { name: string; format: "pdf"; pages: string[][] }
  | { name: string; format: "docx"; paragraphs: string[]; tables?: string[][][] }
  | { name: string; format: "xlsx"; sheets: Record<string, string[][]> }
  | { name: string; format: "csv"; rows: string[][] }
  /** A phone photo of a printed page (PNG, no text layer: read by OCR). */
  | { name: string; format: "photo"; paragraphs: string[] }
  /** A scanned page in a PDF (an image, no text layer: read by OCR). */
  | { name: string; format: "scan"; paragraphs: string[] };

export interface CorpusCase {
  id: string;
  files: CorpusFile[];
}

/** Every date from `from` to `to`; `workingDays` leaves out weekends; `skip` leaves out planted gaps. */
export function datesFrom(
  from: IsoDate,
  to: IsoDate,
  options: { workingDays?: boolean; every?: number; skip?: IsoDate[] } = {},
): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let d = from; d <= to; d = addCalendarDays(d, options.every ?? 1)) {
    if (options.workingDays && isWeekend(d)) continue;
    if (options.skip?.includes(d)) continue;
    dates.push(d);
  }
  return dates;
}

/** "6/3/2026": the month-first way US logs are written by hand. */
const us = (date: IsoDate) => {
  const [y, m, d] = date.split("-").map(Number);
  return `${m}/${d}/${y}`;
};

const initialsCycle = ["SR", "JC", "MG", "DK"];
const initials = (i: number) => initialsCycle[i % initialsCycle.length]!;

// —— Packinghouse, cold storage and FSMS documents ————————————————————————————————————————————

const policy: CorpusFile = {
  name: "Food_Safety_Policy.pdf",
  format: "pdf",
  pages: [
    [
      "Pacific Fresh Produce Co. — Food Safety Policy",
      "Pacific Fresh Produce Co. is committed to growing, packing and shipping fresh produce that is safe, legal and of the quality our customers expect.",
      "Senior management provides the people, training and equipment needed to meet PrimusGFS and FSMA requirements, and reviews this policy every year.",
      "Every employee is responsible for following the food safety programs and for reporting any food safety concern to a supervisor.",
      "Approved by: Alex Rivera, General Manager. Signed 2026-01-12.",
    ],
  ],
};

const sanitationSop = (defective: boolean): CorpusFile => ({
  name: defective ? "SOPs/SOP-SAN-001_Master_Sanitation.pdf" : "SOPs/SOP-SAN-001_Master_Sanitation.docx",
  ...(defective
    ? {
        format: "pdf" as const,
        pages: [
          [
            "Standard Operating Procedure SOP-SAN-001 — Master Sanitation",
            "Purpose: to keep the packing area, its equipment and the cold rooms clean so that produce is not contaminated.",
            "Scope: applies to packing lines 1 and 2, the grading table and cooler 1.",
            "Procedure: 1. Remove product and debris. 2. Rinse with potable water. 3. Apply detergent and scrub. 4. Rinse. 5. Apply sanitizer at label concentration. 6. Inspect before start-up.",
          ],
        ],
      }
    : {
        format: "docx" as const,
        paragraphs: [
          "Standard Operating Procedure SOP-SAN-001 — Master Sanitation",
          "Purpose: to keep the packing area, its equipment and the cold rooms clean so that produce is not contaminated.",
          "Scope: applies to packing lines 1 and 2, the grading table and cooler 1.",
          "Responsibility: the Sanitation Lead carries out this procedure; the QA Technician verifies it before start-up.",
          "Frequency: packing lines and the grading table are cleaned daily after the last shift; cooler 1 is cleaned weekly.",
          "Procedure: 1. Remove product and debris. 2. Rinse with potable water. 3. Apply detergent and scrub. 4. Rinse. 5. Apply sanitizer at label concentration. 6. Inspect before start-up.",
          "Records: the pre-operational inspection log is kept for two years.",
        ],
      }),
});

const preopAreas = ["Packing line 1", "Packing line 2", "Grading table"];

/** One row per area and working day; `noInitials` rows (by date) leave the initials blank. */
function preopLog(dates: IsoDate[], noInitials: IsoDate[] = []): string[][] {
  const rows = [["Date", "Area", "Result", "Corrective action", "Initials"]];
  dates.forEach((date, i) => {
    for (const area of preopAreas)
      rows.push([date, area, "Acceptable", "", noInitials.includes(date) && area === preopAreas[0] ? "" : initials(i)]);
  });
  return rows;
}

/** Daily cooler readings at 7:00 and 15:00; `warm` readings are written as given, with or without action. */
function coolerSheet(
  dates: IsoDate[],
  warm: Record<IsoDate, { temperature: string; action: string }> = {},
): string[][] {
  const rows = [["Date", "Time", "Temperature (°F)", "Corrective action", "Initials"]];
  dates.forEach((date, i) => {
    rows.push([date, "07:00", String(34 + (i % 3)), "", initials(i)]);
    const w = warm[date];
    rows.push([date, "15:00", w?.temperature ?? String(35 + (i % 2)), w?.action ?? "", initials(i + 1)]);
  });
  return rows;
}

function chlorineLog(dates: IsoDate[], low: Record<IsoDate, { ppm: string; action: string }> = {}): string[][] {
  const rows = [["Date", "Time", "Free chlorine (ppm)", "pH", "Corrective action", "Initials"]];
  dates.forEach((date, i) => {
    const l = low[date];
    rows.push([us(date), "06:30", l?.ppm ?? String(3 + (i % 3) * 0.5), "6.8", l?.action ?? "", initials(i)]);
  });
  return rows;
}

type TrainingRow = [date: string, employee: string, topic: string, trainer: string, language: string];
function trainingRecord(rows: TrainingRow[], withLanguage = true): string[][] {
  const header = withLanguage
    ? ["Date", "Employee", "Topic", "Trainer", "Language"]
    : ["Date", "Employee", "Topic", "Trainer"];
  return [header, ...rows.map((r) => (withLanguage ? [...r] : r.slice(0, 4)))];
}

const trainingRows: TrainingRow[] = [
  ["2026-02-03", "Ana Lopez", "New hire food safety orientation", "Maria Gonzalez", "Spanish"],
  ["2026-02-03", "Luis Ortega", "New hire food safety orientation", "Maria Gonzalez", "Spanish"],
  ["2026-02-10", "Ana Lopez", "Worker hygiene and handwashing", "Daniel Kim", "Spanish"],
  ["2026-02-10", "Luis Ortega", "Worker hygiene and handwashing", "Daniel Kim", "Spanish"],
  ["2026-02-10", "Kevin Park", "Worker hygiene and handwashing", "Daniel Kim", "English"],
  ["2026-03-05", "Kevin Park", "Sanitizer concentration checks", "Sofia Ramirez", "English"],
  ["2026-03-05", "Rosa Medina", "Sanitizer concentration checks", "Sofia Ramirez", "Spanish"],
  ["2026-04-14", "Rosa Medina", "Glass and brittle plastic", "Sofia Ramirez", "Spanish"],
];

const thermometerCalibration = (withReference: boolean, dates: IsoDate[]): string[][] => {
  const header = withReference
    ? ["Date", "Thermometer ID", "Reference", "Reading (°F)", "Result", "Initials"]
    : ["Date", "Thermometer ID", "Reading (°F)", "Result", "Initials"];
  const rows = [header];
  dates.forEach((date, i) => {
    for (const id of ["TH-01", "TH-02", "TH-03"]) {
      const reading = i === 0 && id === "TH-02" ? "32.5" : "32.0";
      rows.push(
        withReference
          ? [date, id, "Ice point 32.0 °F", reading, "Pass", initials(i)]
          : [date, id, reading, "Pass", initials(i)],
      );
    }
  });
  return rows;
};

function certificateRegister(expiries: [supplier: string, certificate: string, expiry: string][]): string[][] {
  return [
    ["Supplier", "Certificate", "Certification body", "Expiry date", "Status"],
    ...expiries.map(([supplier, certificate, expiry]) => [supplier, certificate, "NSF", expiry, "Approved"]),
  ];
}

const packhouseCompliant: CorpusCase = {
  id: "01-packhouse-compliant",
  files: [
    policy,
    sanitationSop(false),
    {
      name: "Logs/Preop_Inspection_Log_2026-05.csv",
      format: "csv",
      rows: preopLog(datesFrom("2026-05-18", "2026-06-12", { workingDays: true })),
    },
    {
      name: "Logs/Cooler_Temperature_Log_June_2026.xlsx",
      format: "xlsx",
      sheets: { "Cooler 1": coolerSheet(datesFrom("2026-06-01", "2026-06-14")) },
    },
    {
      name: "Logs/Wash_Water_Chlorine_Log.csv",
      format: "csv",
      rows: chlorineLog(datesFrom("2026-06-01", "2026-06-12", { workingDays: true })),
    },
    { name: "Training/Training_Records_2026.csv", format: "csv", rows: trainingRecord(trainingRows) },
    {
      name: "Calibration/Thermometer_Calibration_2026.csv",
      format: "csv",
      rows: thermometerCalibration(true, ["2026-04-01", "2026-05-01", "2026-06-01"]),
    },
    {
      name: "Suppliers/Supplier_Certificates_Register.xlsx",
      format: "xlsx",
      sheets: {
        Certificates: certificateRegister([
          ["Valley Cartons Inc.", "BRCGS Packaging certificate", "2027-02-28"],
          ["CleanChem Supply", "SQF certificate", "2026-11-30"],
          ["Coastal Pallets", "PrimusGFS certificate", "2026-09-15"],
        ]),
      },
    },
  ],
};

const packhouseDefects: CorpusCase = {
  id: "02-packhouse-defects",
  files: [
    // Responsibility, frequency and records left out.
    sanitationSop(true),
    {
      // Three working days without an inspection (5/26, 6/3, 6/4); 6/8 line 1 without initials.
      name: "Logs/Preop_Inspection_Log_2026-05.csv",
      format: "csv",
      rows: preopLog(
        datesFrom("2026-05-18", "2026-06-12", { workingDays: true, skip: ["2026-05-26", "2026-06-03", "2026-06-04"] }),
        ["2026-06-08"],
      ),
    },
    {
      // Two afternoon readings at 45 and 47 °F with nothing done.
      name: "Logs/Cooler_Temperature_Log_June_2026.xlsx",
      format: "xlsx",
      sheets: {
        "Cooler 1": coolerSheet(datesFrom("2026-06-01", "2026-06-14"), {
          "2026-06-06": { temperature: "45", action: "" },
          "2026-06-07": { temperature: "47", action: "" },
        }),
      },
    },
    {
      // One low reading, corrected and written down: still compliant.
      name: "Logs/Wash_Water_Chlorine_Log.csv",
      format: "csv",
      rows: chlorineLog(datesFrom("2026-06-01", "2026-06-12", { workingDays: true }), {
        "2026-06-04": { ppm: "1.2", action: "Added hypochlorite, retested at 3.0 ppm, product held and rewashed" },
      }),
    },
    {
      // No language column; two hygiene rows without the trainer.
      name: "Training/Training_Records_2026.csv",
      format: "csv",
      rows: trainingRecord(
        trainingRows.map((r, i): TrainingRow => (i === 3 || i === 4 ? [r[0], r[1], r[2], "", r[4]] : r)),
        false,
      ),
    },
    {
      // No reference column: the readings prove nothing.
      name: "Calibration/Thermometer_Calibration_2026.csv",
      format: "csv",
      rows: thermometerCalibration(false, ["2026-04-01", "2026-05-01", "2026-06-01"]),
    },
    {
      // One certificate expired in March.
      name: "Suppliers/Supplier_Certificates_Register.csv",
      format: "csv",
      rows: certificateRegister([
        ["Valley Cartons Inc.", "BRCGS Packaging certificate", "2027-02-28"],
        ["CleanChem Supply", "SQF certificate", "2026-03-31"],
        ["Coastal Pallets", "PrimusGFS certificate", "2026-09-15"],
      ]),
    },
  ],
};

// —— Water ————————————————————————————————————————————————————————————————————————————————————

const waterSop: CorpusFile = {
  name: "SOP-WAT-001_Water_Management.docx",
  format: "docx",
  paragraphs: [
    "Standard Operating Procedure SOP-WAT-001 — Agricultural and Packing Water",
    "Purpose: to make sure the water used for irrigation, hand washing and packing is safe.",
    "Responsibility: the QA Manager schedules the samples; the QA Technician collects them.",
    "Sampling: one sample from Well 2 at the wellhead, collected in a sterile bottle and delivered to an accredited laboratory within 24 hours.",
    "Frequency: the well is tested at least annually, before the harvest season, for generic E. coli.",
    "Limit: no generic E. coli detected in 100 mL for packing and hand-washing water.",
    "Corrective action: when E. coli is detected the well is shut off, chlorinated and re-tested; product in contact is held.",
  ],
};

const waterHeader = [
  "Sample date",
  "Laboratory",
  "Source",
  "Generic E. coli (MPN/100 mL)",
  "Total coliforms (MPN/100 mL)",
];

const waterCompliant: CorpusCase = {
  id: "03-water-and-harvest-compliant",
  files: [
    waterSop,
    {
      name: "Lab/Water_Test_Results_2026.xlsx",
      format: "xlsx",
      sheets: {
        Results: [
          waterHeader,
          ["2026-03-09", "Agri-Lab Salinas", "Well 2 wellhead", "<1", "2"],
          ["2026-03-09", "Agri-Lab Salinas", "Well 2 packing line tap", "Not detected", "<1"],
        ],
      },
    },
    {
      name: "Harvest/Pre-Harvest_Assessment_Block_7.pdf",
      format: "pdf",
      pages: [
        [
          "Pre-harvest risk assessment — Ranch 3, Block 7 (romaine)",
          "Date of inspection: 2026-05-28. Inspector: Sofia Ramirez.",
          "Animal intrusion: no feces, tracks or crop damage found in the block or its borders.",
          "Adjacent land: the neighbouring field is fallow; the dairy to the east is 1.2 miles away, beyond the setback.",
          "Water: irrigation from Well 2, last test 2026-03-09, no generic E. coli detected.",
          "Decision: approved for harvest.",
        ],
      ],
    },
    {
      name: "Harvest/Field_Sanitation_Unit_Service_Log.csv",
      format: "csv",
      rows: [
        ["Date", "Unit", "Toilet paper, soap and water", "Result", "Serviced by"],
        ...datesFrom("2026-04-06", "2026-06-08", { every: 7 }).map((date, i) => [
          date,
          "Restroom unit FS-1",
          "Refilled",
          "Clean",
          initials(i),
        ]),
      ],
    },
    {
      name: "Harvest/Harvest_Lot_Log.csv",
      format: "csv",
      rows: [
        ["Lot code", "Harvest date", "Ranch / block", "Product", "Bins"],
        ["R3B7-0601", "2026-06-01", "Ranch 3 Block 7", "Romaine", "42"],
        ["R3B7-0602", "2026-06-02", "Ranch 3 Block 7", "Romaine", "38"],
        ["R3B5-0603", "2026-06-03", "Ranch 3 Block 5", "Green leaf", "40"],
      ],
    },
  ],
};

const waterStale: CorpusCase = {
  id: "04-water-test-past-frequency",
  files: [
    waterSop,
    {
      // Last test 15 months before the audit: past the yearly frequency.
      name: "Lab/Water_Test_Results_2025.xlsx",
      format: "xlsx",
      sheets: {
        Results: [waterHeader, ["2025-03-10", "Agri-Lab Salinas", "Well 2 wellhead", "<1", "4"]],
      },
    },
  ],
};

const waterNoEColi: CorpusCase = {
  id: "05-water-test-without-e-coli",
  files: [
    waterSop,
    {
      // The laboratory reported total coliforms and nitrates only: no generic E. coli result.
      name: "Lab/Well_Water_Analysis_2026.csv",
      format: "csv",
      rows: [
        ["Sample date", "Laboratory", "Source", "Total coliforms (MPN/100 mL)", "Nitrate (mg/L)"],
        ["2026-02-16", "Agri-Lab Salinas", "Well 2 wellhead", "3", "4.1"],
      ],
    },
  ],
};

const waterEColiDetected: CorpusCase = {
  id: "06-water-e-coli-detected",
  files: [
    waterSop,
    {
      name: "Lab/Water_Test_Results_2026.csv",
      format: "csv",
      rows: [
        [...waterHeader, "Corrective action"],
        [
          "2026-04-20",
          "Agri-Lab Salinas",
          "Well 2 wellhead",
          "Detected (12)",
          "80",
          "Well shocked with chlorine, retest ordered",
        ],
        ["2026-04-20", "Agri-Lab Salinas", "Well 2 packing line tap", "Not detected", "<1", ""],
      ],
    },
  ],
};

const harvestDefects: CorpusCase = {
  id: "07-harvest-defects",
  files: [
    {
      // Says nothing of adjacent land.
      name: "Harvest/Pre-Harvest_Assessment_Block_5.docx",
      format: "docx",
      paragraphs: [
        "Pre-harvest risk assessment — Ranch 3, Block 5 (green leaf)",
        "Date of inspection: 2026-05-29. Inspector: James Carter.",
        "Animal intrusion: deer tracks along the north edge; no feces in the crop. Buffer of 5 ft left unharvested.",
        "Decision: approved for harvest.",
      ],
    },
    {
      // Weekly service with three weeks missing (4/20, 4/27, 5/18).
      name: "Harvest/Field_Sanitation_Unit_Service_Log.xlsx",
      format: "xlsx",
      sheets: {
        Service: [
          ["Date", "Unit", "Result", "Serviced by"],
          ...datesFrom("2026-04-06", "2026-06-08", {
            every: 7,
            skip: ["2026-04-20", "2026-04-27", "2026-05-18"],
          }).map((date, i) => [date, "Restroom unit FS-2", "Clean", initials(i)]),
        ],
      },
    },
    {
      // Two lots without their ranch/block: they cannot be traced to a field.
      name: "Harvest/Harvest_Lot_Log.csv",
      format: "csv",
      rows: [
        ["Lot code", "Harvest date", "Ranch / block", "Product", "Bins"],
        ["R3B5-0601", "2026-06-01", "Ranch 3 Block 5", "Green leaf", "40"],
        ["R3-0602", "2026-06-02", "", "Green leaf", "35"],
        ["R3-0603", "2026-06-03", "", "Romaine", "36"],
      ],
    },
  ],
};

// —— Photos and scans (OCR) ———————————————————————————————————————————————————————————————————

const scans: CorpusCase = {
  id: "08-photos-and-scans",
  files: [
    {
      name: "Photos/Food_Safety_Policy_photo.png",
      format: "photo",
      paragraphs: [
        "FOOD SAFETY POLICY",
        "Yuma Harvest Operations is committed to harvesting produce that is safe for our customers.",
        "Management provides the resources and training needed for this policy.",
        "Approved by: James Carter, Ranch Manager. Signed 2026-02-02.",
      ],
    },
    {
      name: "Scans/Supplier_Certificate_Scan.pdf",
      format: "scan",
      paragraphs: [
        "CERTIFICATE OF REGISTRATION",
        "This certifies that Desert Carton Co. has been audited and found to meet the BRCGS Packaging standard.",
        "Certificate number: BRC-88412. Certification body: SGS.",
        "Valid until: 2026-03-31",
      ],
    },
    {
      name: "Photos/Calibration_SOP_photo.png",
      format: "photo",
      paragraphs: [
        "SOP-CAL-001 Calibration of Thermometers and Scales",
        "Devices: every probe thermometer and every platform scale used for food safety checks.",
        "Frequency: thermometers monthly, scales annually by an outside company.",
        "Reference: ice point (32 °F) for thermometers; certified test weights for scales.",
        "Responsibility: the QA Technician calibrates and records; the QA Manager reviews.",
      ],
    },
  ],
};

// —— Spanish-language records ——————————————————————————————————————————————————————————————————

const spanish: CorpusCase = {
  id: "09-spanish-records",
  files: [
    {
      name: "Politica_de_Inocuidad.docx",
      format: "docx",
      paragraphs: [
        "Política de inocuidad alimentaria",
        "Pacific Fresh Produce Co. se compromete a cosechar y empacar productos frescos inocuos.",
        "La gerencia asigna los recursos y la capacitación necesarios y revisa esta política cada año.",
        "Aprobada por: Alex Rivera, Gerente General. Firma: 2026-01-12.",
      ],
    },
    {
      // Una lectura fuera de límite con su acción correctiva: cumple.
      name: "Registros/Registro_Temperatura_Camara_Fria.csv",
      format: "csv",
      rows: [
        ["Fecha", "Hora", "Temperatura (°F)", "Acción correctiva", "Iniciales"],
        ...datesFrom("2026-06-01", "2026-06-14").map((date, i) => [
          date,
          "07:00",
          date === "2026-06-09" ? "44" : String(34 + (i % 3)),
          date === "2026-06-09" ? "Puerta cerrada, producto revisado, relectura 36 °F a las 08:00" : "",
          initials(i),
        ]),
      ],
    },
    {
      name: "Capacitacion/Registro_de_Capacitacion_2026.xlsx",
      format: "xlsx",
      sheets: {
        Capacitación: [
          ["Fecha", "Empleado", "Tema", "Capacitador", "Idioma"],
          ["2026-01-20", "Ana López", "Higiene personal y lavado de manos", "María González", "Español"],
          ["2026-01-20", "Luis Ortega", "Higiene personal y lavado de manos", "María González", "Español"],
          ["2026-03-02", "Rosa Medina", "Uso de desinfectantes", "Sofía Ramírez", "Español"],
        ],
      },
    },
  ],
};

// —— FSMS programs ————————————————————————————————————————————————————————————————————————————

const correctiveActionSop = (withRootCause: boolean): CorpusFile => ({
  name: "SOPs/SOP-QA-004_Corrective_Actions.docx",
  format: "docx",
  paragraphs: [
    "Standard Operating Procedure SOP-QA-004 — Corrective Actions",
    "Purpose: to correct food safety deviations and keep them from happening again.",
    "Scope: applies to every deviation found in monitoring, verification, audits and complaints.",
    "Responsibility: the person who finds the deviation records it; the QA Manager assigns and closes the corrective action.",
    "Frequency: corrective actions are reviewed weekly at the food safety meeting.",
    ...(withRootCause
      ? [
          "Procedure: 1. Contain the product. 2. Correct the condition. 3. Find the root cause with the 5 whys. 4. Prevent recurrence. 5. Verify effectiveness.",
        ]
      : ["Procedure: 1. Contain the product. 2. Correct the condition. 3. Verify that it was done."]),
    "Records: the corrective action log, kept for two years.",
  ],
});

const recallPlan = (withContacts: boolean): CorpusFile => ({
  name: "SOPs/Recall_Plan.docx",
  format: "docx",
  paragraphs: [
    "Product Recall and Withdrawal Plan",
    "Purpose: to remove affected product from commerce quickly when a recall is needed.",
    "Procedure: 1. The recall team meets within 2 hours. 2. Affected lots are identified from the lot code and the shipping log. 3. Customers are notified and product is retrieved. 4. The FDA is notified when required.",
    ...(withContacts
      ? [
          "Recall team contacts: Maria Gonzalez (recall coordinator) 805-555-0142; Daniel Kim (QA Manager) 805-555-0187; Alex Rivera (General Manager) 805-555-0110.",
        ]
      : ["Recall team: the recall coordinator and the QA Manager."]),
    "A mock recall is carried out at least once a year.",
  ],
});

const mockRecall = (date: IsoDate): CorpusFile => ({
  name: "Traceability/Mock_Recall_Report.pdf",
  format: "pdf",
  pages: [
    [
      "Mock recall report",
      `Date of exercise: ${date}. Lot traced: R3B7-0415 (romaine), 420 cartons.`,
      "Result: 420 of 420 cartons located within 2 hours 10 minutes (100 %). Customers reached: 3 of 3.",
      "Coordinator: Maria Gonzalez.",
    ],
  ],
});

const internalAuditProcedure: CorpusFile = {
  name: "SOPs/Internal_Audit_Procedure.pdf",
  format: "pdf",
  pages: [
    [
      "Internal audit procedure",
      "Schedule: the whole food safety system is self-audited once a year in April, before the PrimusGFS audit.",
      "Scope: all PrimusGFS modules in the site's scope, including records and the facility.",
      "Responsibility: the QA Manager leads the internal audit with a trained auditor from another department.",
      "Each nonconformity gets a corrective action with an owner and a due date, followed up until closed.",
    ],
  ],
};

const internalAuditReport = (date: IsoDate): CorpusFile => ({
  name: "Audits/Internal_Audit_Report.docx",
  format: "docx",
  paragraphs: [
    "Internal audit report — self-audit against PrimusGFS",
    `Audit date: ${date}. Auditor: Daniel Kim.`,
    "Findings: 3 minor nonconformities (cooler door seal, a missing pre-op initial, an out-of-date SDS).",
    "All three have corrective actions assigned in the corrective action log.",
  ],
});

const fsmsCompliant: CorpusCase = {
  id: "10-fsms-programs-compliant",
  files: [
    correctiveActionSop(true),
    recallPlan(true),
    mockRecall("2026-02-18"),
    internalAuditProcedure,
    internalAuditReport("2026-04-22"),
    {
      name: "SOPs/Emergency_Contacts_and_Procedure.pdf",
      format: "pdf",
      pages: [
        [
          "Emergency contacts and procedure",
          "In a fire, chemical spill, flood or power failure: stop the lines, evacuate to the muster point, call 911.",
          "Responsibility: the shift supervisor directs the response and calls the QA Manager.",
          "Contacts: Fire / ambulance 911; QA Manager Daniel Kim 805-555-0187; Maintenance 805-555-0160; Poison Control 800-222-1222.",
          "Procedure after the event: hold exposed product until QA releases it.",
        ],
      ],
    },
  ],
};

const fsmsDefects: CorpusCase = {
  id: "11-fsms-programs-defects",
  files: [
    // No root cause step.
    correctiveActionSop(false),
    // No contacts, and the last mock recall is 16 months old (the plan asks for one a year).
    recallPlan(false),
    mockRecall("2025-02-11"),
    internalAuditProcedure,
    // The last self-audit was 14 months ago.
    internalAuditReport("2025-04-09"),
    {
      // Says nothing about how long records are kept.
      name: "SOPs/SOP-QA-001_Document_and_Record_Control.pdf",
      format: "pdf",
      pages: [
        [
          "Standard Operating Procedure SOP-QA-001 — Document and Record Control",
          "Purpose: to keep food safety documents current and records complete and legible.",
          "Scope: all SOPs, forms and monitoring records of the site.",
          "Responsibility: the QA Manager approves documents; each supervisor files the records of the shift.",
          "Frequency: documents are reviewed annually.",
          "Procedure: records are written in ink, errors are struck through once and initialled, and completed logs are filed by month.",
        ],
      ],
    },
  ],
};

// —— Calibration and shipping ————————————————————————————————————————————————————————————————

const shippingCase: CorpusCase = {
  id: "12-calibration-and-shipping",
  files: [
    {
      // Two scales calibrated without the reference weight written down.
      name: "Calibration/Scale_Calibration_2026.xlsx",
      format: "xlsx",
      sheets: {
        Scales: [
          ["Date", "Scale", "Reference weight", "Reading", "Result", "Initials"],
          ["2026-03-16", "Packing scale 1", "10.00 lb certified", "10.00", "Pass", "DK"],
          ["2026-03-16", "Packing scale 2", "", "9.98", "Pass", "DK"],
          ["2026-03-16", "Receiving floor scale", "", "500.5", "Pass", "DK"],
        ],
      },
    },
    {
      // The last check was 46 days before the audit (monthly is required).
      name: "Logs/Metal_Detector_Check_Log.csv",
      format: "csv",
      rows: [
        ["Date", "Line", "Test piece", "Result", "Initials"],
        ...["2026-02-27", "2026-03-31", "2026-04-30"].map((date, i) => [
          date,
          "Line 1",
          "Fe 2.0 mm, non-Fe 2.5 mm, SS 3.0 mm",
          "All rejected",
          initials(i),
        ]),
      ],
    },
    {
      name: "Shipping/Shipping_Log_June_2026.csv",
      format: "csv",
      rows: [
        ["Ship date", "Lot code", "Product", "Customer", "Cartons", "BOL"],
        ["2026-06-08", "R3B7-0601", "Romaine 24ct", "FreshMart DC Ontario", "420", "BOL-7781"],
        ["2026-06-09", "R3B7-0602", "Romaine 24ct", "Green Grocers Phoenix", "380", "BOL-7790"],
        ["2026-06-10", "R3B5-0603", "Green leaf 24ct", "FreshMart DC Ontario", "400", "BOL-7802"],
      ],
    },
    {
      // One trailer loaded at 46 °F with nothing done.
      name: "Shipping/Loading_Temperature_Log.csv",
      format: "csv",
      rows: [
        ["Date", "Trailer", "Lot code", "Product temperature (°F)", "Corrective action", "Initials"],
        ["2026-06-08", "TR-118", "R3B7-0601", "35", "", "JC"],
        ["2026-06-09", "TR-204", "R3B7-0602", "46", "", "JC"],
        ["2026-06-10", "TR-118", "R3B5-0603", "36", "", "SR"],
      ],
    },
  ],
};

// —— Held out: written and labelled after the rules were corrected on cases 01–12 (decision 110) ————————

const coldChain: CorpusCase = {
  id: "13-receiving-trailers-cooler-cleaning",
  files: [
    {
      // One load received without initials.
      name: "Logs/Receiving_Log_June.xlsx",
      format: "xlsx",
      sheets: {
        Receiving: [
          ["Date", "Supplier", "Product", "Pulp temperature (°F)", "Accepted", "Initials"],
          ["2026-06-08", "Rancho Verde", "Romaine bins", "38", "Yes", "SR"],
          ["2026-06-09", "Rancho Verde", "Romaine bins", "37", "Yes", ""],
          ["2026-06-10", "Mesa Farms", "Green leaf bins", "39", "Yes", "JC"],
        ],
      },
    },
    {
      name: "Logs/Trailer_Inspection_Log.csv",
      format: "csv",
      rows: [
        ["Date", "Trailer", "Clean and odour-free", "Reefer pre-cooled to 34 °F", "Result", "Inspector"],
        ["2026-06-08", "TR-118", "Yes", "Yes", "Accepted", "JC"],
        ["2026-06-09", "TR-204", "Yes", "Yes", "Accepted", "JC"],
        ["2026-06-10", "TR-118", "Yes", "Yes", "Accepted", "SR"],
      ],
    },
    {
      // Weekly cooler cleaning with two weeks missing (5/11, 5/18).
      name: "Logs/Cooler_Cleaning_Log.csv",
      format: "csv",
      rows: [
        ["Date", "Area", "Cleaned", "Result", "Initials"],
        ...datesFrom("2026-04-27", "2026-06-08", { every: 7, skip: ["2026-05-11", "2026-05-18"] }).map((date, i) => [
          date,
          "Cooler 1",
          "Floors, walls, drains, racks",
          "Clean",
          initials(i),
        ]),
      ],
    },
  ],
};

const pestAndChemicals: CorpusCase = {
  id: "14-pest-chemicals-glass",
  files: [
    {
      name: "Programs/Pest_Control_Program.pdf",
      format: "pdf",
      pages: [
        [
          "Pest control program",
          "Contractor: Valley Pest Services, licensed pest control operator, license PCO-44871.",
          "Device map: 24 exterior bait stations and 16 interior traps are shown on the attached site map, numbered clockwise from the office door.",
          "Frequency: interior traps checked weekly, exterior bait stations monthly; the service report is filed after each visit.",
        ],
      ],
    },
    {
      name: "Programs/Chemical_Control_SOP.docx",
      format: "docx",
      paragraphs: [
        "Standard Operating Procedure SOP-SAN-003 — Sanitation chemicals",
        "Only chemicals on the approved chemical list, each with its safety data sheet (SDS), may be brought on site.",
        "Storage: chemicals are stored in the locked chemical room, off the floor, away from packaging and produce.",
        "Concentration: sanitizer is mixed to 200 ppm chlorine and checked with test strips before use.",
      ],
    },
    {
      // Says which items are on the register and what happens when one breaks, but never how often it is checked.
      name: "Programs/Glass_and_Brittle_Plastic_Policy.pdf",
      format: "pdf",
      pages: [
        [
          "Glass and brittle plastic policy",
          "All glass and brittle plastic items in the packing area are listed on the glass register with their location and condition.",
          "Breakage: stop the line, isolate the area, collect the pieces, hold product within 3 metres, clean and inspect before restart.",
        ],
      ],
    },
  ],
};

const staleTraining: CorpusCase = {
  id: "15-training-older-than-a-year",
  files: [
    {
      // Complete records, but the last session was 15 months before the audit.
      name: "Capacitacion/Registro_Capacitacion_2025.csv",
      format: "csv",
      rows: [
        ["Fecha", "Empleado", "Tema", "Capacitador", "Idioma"],
        ["2025-03-03", "Ana López", "Higiene personal y lavado de manos", "María González", "Español"],
        ["2025-03-03", "Luis Ortega", "Higiene personal y lavado de manos", "María González", "Español"],
        ["2025-03-10", "Rosa Medina", "Uso de desinfectantes", "Sofía Ramírez", "Español"],
      ],
    },
  ],
};

const suppliersAndCityWater: CorpusCase = {
  id: "16-suppliers-and-city-water",
  files: [
    {
      name: "Suppliers/Supplier_Approval_Procedure.docx",
      format: "docx",
      paragraphs: [
        "Supplier approval procedure",
        "Approval criteria: a supplier of produce, packaging or chemicals is approved when it holds a current GFSI certificate or passes our supplier audit.",
        "Verification: certificates are checked for expiry every quarter and suppliers are re-audited every two years.",
        "Responsibility: the QA Manager approves suppliers and keeps the approved supplier list.",
      ],
    },
    {
      // One supplier without an approval status.
      name: "Suppliers/Approved_Supplier_List.csv",
      format: "csv",
      rows: [
        ["Supplier", "Material", "Approval status", "Certificate expiry"],
        ["Valley Cartons Inc.", "Cartons", "Approved", "2027-02-28"],
        ["CleanChem Supply", "Sanitizer", "Approved", "2026-11-30"],
        ["Rancho Verde", "Romaine", "", "2026-10-01"],
      ],
    },
    {
      name: "Water/City_Water_Quality_Report_2025.pdf",
      format: "pdf",
      pages: [
        [
          "City of Oxnard — 2025 annual water quality report (municipal water)",
          "Sampling period: January to December 2025. Report issued 2026-03-02.",
          "Total coliform and E. coli: E. coli not detected in any of 1,248 distribution samples.",
          "Laboratory: City of Oxnard Water Quality Laboratory, ELAP certificate 1567.",
        ],
      ],
    },
  ],
};

export const corpusCases: readonly CorpusCase[] = [
  packhouseCompliant,
  packhouseDefects,
  waterCompliant,
  waterStale,
  waterNoEColi,
  waterEColiDetected,
  harvestDefects,
  scans,
  spanish,
  fsmsCompliant,
  fsmsDefects,
  shippingCase,
  coldChain,
  pestAndChemicals,
  staleTraining,
  suppliersAndCityWater,
];
