import { addCalendarDays, type IsoDate, isWeekend } from "../dates";

/**
 * The content of the landing page's 12 sample documents (issue 17): the evidence pack of a fictional
 * packhouse, Sierra Vista Packing Co. (Salinas, CA), audited against PrimusGFS as of SAMPLE_AUDIT_DATE.
 * `npm run samples:generate` writes them as real PDF, DOCX and CSV files into `assets/sample-documents/`;
 * the landing's "Perform Audit" runs the document audit engine on those files. Plain data, so the
 * previews and the files cannot disagree (a unit test regenerates the files and compares them).
 *
 * Gaps planted on purpose (what the sample audit must find), each named where it is written:
 * - no signed food safety policy among the documents (1.01.01 has no evidence), and no log of incoming
 *   materials inspected on receipt (5.01.03 has no evidence);
 * - Training_Records.csv: the trainer's name is missing on rows 7, 12 and 19 (4.01.01–4.01.03 partial);
 * - Sanitation_Logs.csv: no pre-operational inspection on 5 and 6 November (3.01.02, P.03.02 partial);
 * - Water_Testing.csv: the well was last tested on 15 September 2025 (2.01.01, 2.01.03: more than a year);
 * - Wash_Water_Log.csv: 1.4 ppm free chlorine on 12 November with no corrective action (P.02.01);
 * - Pest_Control.pdf: the programme never says how often devices are serviced (3.01.04 partial);
 * - Supplier_Certs.docx: AgriSan Chemicals' certificate expired on 31 August 2026 (5.01.02);
 * - Maintenance_Logs.csv: row 9, a repair released to production without QA clearance initials (P.01.02).
 */

export const SAMPLE_AUDIT_DATE: IsoDate = "2026-11-20";
export const SAMPLE_COMPANY = "Sierra Vista Packing Co.";

export type SampleFileContent =
  | { format: "pdf"; pages: string[][] }
  | { format: "docx"; paragraphs: string[]; tables: string[][][] }
  | { format: "csv"; rows: string[][] };

export interface SampleFile {
  /** Stable id used by the landing page's cards and the tests. */
  id: string;
  name: string;
  content: SampleFileContent;
}

/** Working days (Monday to Friday) from `from` to `to`, both included, skipping `except`. */
function workingDays(from: IsoDate, to: IsoDate, except: readonly IsoDate[] = []): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = from; d <= to; d = addCalendarDays(d, 1)) if (!isWeekend(d) && !except.includes(d)) days.push(d);
  return days;
}

const LOG_FROM = "2026-10-19";
const initials = ["DK", "MO", "SR", "DK", "JC"];
const pick = <T>(list: readonly T[], i: number) => list[i % list.length] as T;

// Planted: no pre-op inspection on Thursday 5 and Friday 6 November.
const sanitationDays = workingDays(LOG_FROM, SAMPLE_AUDIT_DATE, ["2026-11-05", "2026-11-06"]);
const sanitationRows = sanitationDays.flatMap((date, i) => {
  const verifiedOn = addCalendarDays(date, isWeekend(addCalendarDays(date, 1)) ? 3 : 1);
  return [
    [date, "Packing line 1", "Pre-op visual inspection", "Pass", pick(initials, i), "M. Gonzalez", verifiedOn],
    [
      date,
      "Packing line 2",
      "Pre-op ATP swab, food contact surface",
      `Pass (${38 + ((i * 7) % 60)} RLU)`,
      pick(initials, i + 1),
      "M. Gonzalez",
      verifiedOn,
    ],
  ];
});

const washDays = workingDays(LOG_FROM, SAMPLE_AUDIT_DATE);
const washRows = washDays.map((date, i) => {
  // Planted: 1.4 ppm on 12 November with no corrective action; 1.8 ppm on 28 October was corrected.
  const chlorine = date === "2026-11-12" ? "1.4" : date === "2026-10-28" ? "1.8" : (3 + ((i * 3) % 8) / 4).toFixed(1);
  const action = date === "2026-10-28" ? "Dosing pump primed, line held 10 min; re-test 3.2 ppm" : "";
  return [
    date,
    "06:10",
    "Flume 1",
    chlorine,
    (6.6 + (i % 4) / 10).toFixed(1),
    "Yes",
    action,
    pick(initials, i + 2),
    "M. Gonzalez",
  ];
});

const trainers = ["L. Chen", "L. Chen", "R. Patel"];
const attendees = [
  "M. Ortega",
  "J. Ruiz",
  "A. Flores",
  "C. Mendoza",
  "P. Vargas",
  "E. Castillo",
  "T. Nguyen",
  "R. Soto",
];
const sessions = [
  { date: "2026-02-10", topic: "Worker hygiene and handwashing", language: "Spanish" },
  { date: "2026-05-14", topic: "Pre-op sanitation and ATP swabbing", language: "Spanish" },
  { date: "2026-09-22", topic: "Glass and brittle plastic, foreign material", language: "English" },
];
const trainingRows = sessions.flatMap((s, si) =>
  attendees.map((attendee, ai) => {
    const row = si * attendees.length + ai + 2;
    // Planted: the sign-in sheet's trainer was not transcribed on rows 7, 12 and 19.
    const trainer = [7, 12, 19].includes(row) ? "" : pick(trainers, si);
    return [s.date, s.topic, attendee, trainer, s.language, String(80 + ((ai * 7 + si * 3) % 20))];
  }),
);

export const sampleFiles: readonly SampleFile[] = [
  {
    id: "sops",
    name: "SOPs.pdf",
    content: {
      format: "pdf",
      pages: [
        [
          `${SAMPLE_COMPANY} — Standard Operating Procedures manual, revision 7, effective 2026-01-15.`,
          "Approved by D. Kim, QA Manager. The general manager provides the resources, budget and staff these procedures need; the QA Manager is responsible for keeping them current.",
          "SOP-SAN-001 Sanitation. Purpose: keep food contact surfaces, packing lines and the packing area clean. Scope: packing lines 1 and 2, bins and hand tools. Responsibility: the sanitation lead cleans; QA verifies. Frequency: daily after production, and a pre-op inspection before every shift. Procedure: dry clean, rinse, detergent, rinse, sanitize at 200 ppm quaternary ammonium. Records: Sanitation_Logs.csv.",
          "SOP-CHM-002 Sanitation chemicals. Only approved, food-grade chemicals with a safety data sheet (SDS) and their original label are used. Chemicals are stored in the locked chemical room, off the floor on a pallet. Concentration is checked with test strips at each dilution.",
          "SOP-EMP-003 Environmental monitoring. Purpose: detect Listeria in the packing area. Zone 1 to zone 4 sites are listed on the zone map; sampling: 10 swabs per week, rotating across zones. Frequency: weekly. A positive result triggers corrective action: intensified cleaning, re-swab and a review by the PCQI.",
        ],
        [
          "SOP-DOC-004 Document and record control. Purpose: make sure only current documents are used. Scope: all SOPs, forms and records. Responsibility: the QA Manager. Frequency: each document is reviewed annually. Procedure: documents carry a revision number and approval signature; obsolete copies are removed. Records are kept for two years (retention: 2 years).",
          "SOP-VER-005 Record verification. A supervisor verifies every monitoring log within 7 working days; responsibility lies with the QA Manager, frequency: weekly review.",
          "SOP-COM-006 Communication. Purpose: make sure food safety information reaches every worker. Scope: all staff and visitors. Responsibility: supervisors. Frequency: daily shift huddle and monthly team meeting. Procedure: notices posted in English and Spanish. Records: huddle sign-in sheets.",
          "SOP-EMG-007 Emergency contacts. Procedure in a fire, power cut, flood or contamination event: stop the line, call the QA Manager (831-555-0142) and the general manager (831-555-0117). Responsibility: the shift supervisor. Contact list posted at each exit.",
          "SOP-IAU-008 Internal audit. A self-audit against PrimusGFS is scheduled each quarter on the audit calendar; scope: all modules in the site's scope. Responsibility: the PCQI. Each non-conformity gets a corrective action with a due date. Last internal audit completed 2026-08-19.",
        ],
        [
          "SOP-CAP-009 Corrective and preventive action. Purpose: fix problems and stop them from recurring. Scope: deviations, audit findings, complaints. Responsibility: the owner named on each action. Frequency: open actions are reviewed weekly. Procedure: contain, find the root cause, correct, verify. Records: Corrective_Actions.csv.",
          "SOP-CMP-010 Customer complaints. Purpose: handle every complaint. Scope: product quality and food safety complaints. Responsibility: the QA Manager. Frequency: complaints are reviewed weekly. Procedure: log, investigate, respond within 5 days. Records: Corrective_Actions.csv.",
          "SOP-TRC-011 Traceability. Each pallet carries a lot code linking the harvest block, pick date and customer. Procedure: the lot number is printed on every case label and recorded in Traceability.csv. Records are kept two years.",
          "SOP-RCL-012 Recall. Procedure: the recall team traces affected lots within 4 hours and calls customers; contact list: QA Manager 831-555-0142. Mock recall performed 2026-03-10: lot SV-26-0301 traced forward and back in 2 hours 10 minutes.",
        ],
        [
          "SOP-WAT-013 Water. The packhouse uses water from Well 2 only. Sampling: a sample is taken at the well head and at the flume inlet and sent to an accredited laboratory for generic E. coli. Frequency: at least annually, and after any repair to the well. A detected result triggers corrective action: stop use, disinfect, re-test.",
          "SOP-TRN-014 Training. New hire training on the first day and annual refresher training for every worker. Topics: worker hygiene, handwashing, sanitation, glass and foreign material. The trainer signs each session; training is given in the worker's language (English or Spanish). Records: Training_Records.csv, including a quiz score.",
          "SOP-HYG-015 Worker hygiene. Handwashing on entry, after breaks and after using the toilet. A worker who is ill, has symptoms or an open wound reports to the supervisor before work. No jewelry, eating, smoking or chewing gum in the packing area; personal items stay in lockers.",
          "SOP-SUP-016 Supplier approval. Suppliers of packaging and chemicals are approved by the QA Manager against these criteria: a current GFSI certificate or audit, or a letter of guarantee. Responsibility: QA Manager. Approved suppliers are listed in Supplier_Certs.docx.",
        ],
        [
          "SOP-CAL-017 Calibration. Devices: probe thermometers, scales and the metal detector. Frequency: thermometers and scales monthly, the metal detector every month with certified test pieces. Reference: ice point for thermometers, certified test weights for scales. Responsibility: the QA technician. Records: Calibration_Logs.csv.",
          "SOP-FMD-018 Foreign material and metal detection. Procedure: every case passes the metal detector; the detector is challenged with Fe, non-Fe and stainless steel test pieces at the start of each shift (frequency). A failed challenge is a corrective action: hold product back to the last good check.",
          "SOP-GLS-019 Glass and brittle plastic. A register lists every glass and brittle plastic item in the packing area. Inspected monthly (frequency). Breakage procedure: stop the line, clear the area, discard exposed product, record the broken item.",
          "SOP-PKG-020 Packaging materials. Cartons are stored on pallets, covered, in the dry store apart from chemicals. Responsibility: warehouse lead. Monitoring: the dry store is inspected weekly for cleanliness and damaged cartons.",
          "SOP-HLD-021 Product hold and release. Criteria for hold: a failed test, a metal detector failure, a temperature deviation. Responsibility: only the QA Manager or PCQI may release a hold. Records: the hold tag number and release decision are written on the hold register.",
        ],
      ],
    },
  },
  {
    id: "food-safety-plan",
    name: "Food_Safety_Plan.docx",
    content: {
      format: "docx",
      paragraphs: [
        `Food Safety Plan — ${SAMPLE_COMPANY}, Salinas packhouse. Prepared by the PCQI, M. Gonzalez; reviewed 2026-06-30.`,
        "Food safety team: M. Gonzalez, PCQI and team coordinator (backup: D. Kim, QA Manager); R. Patel, maintenance lead; S. Ramirez, QA technician. Roles and responsibilities are listed in the team chart.",
        "Management commitment: the general manager provides the resources the plan needs and chairs the quarterly management review.",
        "Hazard analysis: biological hazards (pathogens from harvest water and workers), chemical hazards (sanitizer residues) and physical hazards (metal, glass). Preventive controls: wash water antimicrobial (sanitation control), metal detection (process control), supplier approval (supply-chain control).",
        "Facility layout and product flow: raw product enters at dock 1, is washed in flume 1, packed on lines 1 and 2 and leaves as finished product from dock 4. The site map shows the flow; raw and finished product are separated by a barrier wall.",
        "Food defense: a vulnerability assessment (risk assessment) was completed on 2026-04-02. Access to the packing area is by badge; visitors sign in and are escorted. Responsibility: the general manager.",
      ],
      tables: [
        [
          ["Step", "Hazard", "Preventive control", "Monitoring", "Corrective action"],
          [
            "Washing",
            "Pathogens",
            "Free chlorine 2–7 ppm",
            "Wash_Water_Log.csv, each shift",
            "Stop line, adjust, re-test",
          ],
          ["Packing", "Metal", "Metal detector", "Challenge at start of shift", "Hold back to last good check"],
        ],
      ],
    },
  },
  {
    id: "training-records",
    name: "Training_Records.csv",
    content: {
      format: "csv",
      rows: [["Date", "Topic", "Attendee", "Trainer", "Language", "Score"], ...trainingRows],
    },
  },
  {
    id: "traceability",
    name: "Traceability.csv",
    content: {
      format: "csv",
      rows: [
        ["Lot Code", "Product", "Block", "Pick Date", "Pallet", "Customer", "Ship Date"],
        ...["0302", "0303", "0304", "0305", "0306", "0309", "0310", "0311", "0312", "0313", "0316", "0317"].map(
          (n, i) => [
            `SV-26-${n}`,
            i % 3 === 2 ? "Green leaf lettuce" : "Romaine hearts",
            `B${4 + (i % 4)}`,
            `2026-11-${n.slice(2)}`,
            `P-${2200 + i * 7}`,
            pick(["FreshCo DC", "GreenMart", "Valley Foods"], i),
            addCalendarDays(`2026-11-${n.slice(2)}`, 1),
          ],
        ),
      ],
    },
  },
  {
    id: "sanitation-logs",
    name: "Sanitation_Logs.csv",
    content: {
      format: "csv",
      rows: [["Date", "Area", "Check", "Result", "Initials", "Verified By", "Verified On"], ...sanitationRows],
    },
  },
  {
    id: "calibration-logs",
    name: "Calibration_Logs.csv",
    content: {
      format: "csv",
      rows: [
        ["Date", "Device", "Device ID", "Reference", "Reading", "Result", "Initials"],
        ...["2026-08-03", "2026-09-01", "2026-10-01", "2026-11-02"].flatMap((date, i) => [
          [date, "Probe thermometer", "TH-03", "Ice point 32.0 °F", `${32 + (i % 2) * 0.2} °F`, "Pass", "SR"],
          [
            date,
            "Platform scale",
            "SC-01",
            "20 lb certified test weight",
            `${(20 + (i % 3) * 0.01).toFixed(2)} lb`,
            "Pass",
            "SR",
          ],
        ]),
        ...["2026-08-31", "2026-09-28", "2026-10-26", "2026-11-16"].map((date) => [
          date,
          "Metal detector",
          "MD-1",
          "Fe 2.0 mm / non-Fe 2.5 mm / SS 3.0 mm test pieces",
          "All rejected",
          "Pass",
          "DK",
        ]),
      ],
    },
  },
  {
    id: "supplier-certs",
    name: "Supplier_Certs.docx",
    content: {
      format: "docx",
      paragraphs: [
        `Approved supplier list — ${SAMPLE_COMPANY}, revision 2026-02.`,
        "Each approved supplier holds a current GFSI certificate or has signed a letter of guarantee. The QA Manager reviews this list every six months.",
      ],
      tables: [
        [
          ["Supplier", "Supplies", "Approval Status", "Certificate", "Certificate Expires"],
          ["PackWell Cartons", "Corrugated cartons", "Approved", "BRCGS Packaging, grade AA", "2027-03-31"],
          // Planted: expired before the audit date.
          ["AgriSan Chemicals", "Sanitizer and detergent", "Approved", "SQF Food Safety Code", "2026-08-31"],
          ["ClearPak Films", "Bag liners", "Approved", "Letter of guarantee", "2027-01-15"],
          ["Salinas Pallet Co.", "Heat-treated pallets", "Approved", "ISPM 15 certificate", "2027-06-30"],
        ],
      ],
    },
  },
  {
    id: "water-testing",
    name: "Water_Testing.csv",
    content: {
      format: "csv",
      rows: [
        ["Date", "Source", "Sample Point", "Laboratory", "Generic E. coli (CFU/100 mL)", "Result"],
        ["2024-09-10", "Well 2", "Well head", "Monterey Ag Labs", "<1", "Pass"],
        ["2024-09-10", "Well 2", "Flume inlet", "Monterey Ag Labs", "<1", "Pass"],
        ["2025-03-12", "Well 2", "Well head", "Monterey Ag Labs", "<1", "Pass"],
        ["2025-03-12", "Well 2", "Flume inlet", "Monterey Ag Labs", "<1", "Pass"],
        // Planted: the last test; more than a year before the audit date.
        ["2025-09-15", "Well 2", "Well head", "Monterey Ag Labs", "<1", "Pass"],
        ["2025-09-15", "Well 2", "Flume inlet", "Monterey Ag Labs", "<1", "Pass"],
      ],
    },
  },
  {
    id: "pest-control",
    name: "Pest_Control.pdf",
    content: {
      format: "pdf",
      pages: [
        [
          `Pest Control Program — ${SAMPLE_COMPANY}`,
          "Contractor: Coastal Pest Solutions, licensed pest control operator, California structural pest control license PR 6021.",
          "Device map: 24 exterior rodent bait stations and 16 interior snap traps, numbered on the attached site map; insect light traps at docks 1 and 4.",
          "Service: the technician inspects every device, records activity and replaces bait; findings are reported to the QA Manager, who files the service reports.",
          "Pesticides used: only products on the approved list, applied by the licensed operator; no bait inside the packing area.",
        ],
      ],
    },
  },
  {
    id: "corrective-actions",
    name: "Corrective_Actions.csv",
    content: {
      format: "csv",
      rows: [
        [
          "ID",
          "Date Raised",
          "Source",
          "Issue",
          "Root Cause",
          "Corrective Action",
          "Owner",
          "Status",
          "Date Closed",
          "Verified By",
          "Verified On",
        ],
        [
          "CA-041",
          "2026-08-19",
          "Internal audit",
          "Hand-wash station at line 2 without paper towels",
          "Refill not on the checklist",
          "Towel refill added to the daily hand-wash checklist",
          "Supervisor",
          "Closed",
          "2026-08-21",
          "M. Gonzalez",
          "2026-08-24",
        ],
        [
          "CA-042",
          "2026-09-03",
          "Customer complaint",
          "Complaint: soil in two cases of romaine",
          "Worn flume spray nozzle",
          "Nozzle replaced; extra rinse check",
          "QA Manager",
          "Closed",
          "2026-09-10",
          "M. Gonzalez",
          "2026-09-11",
        ],
        [
          "CA-043",
          "2026-10-28",
          "Flume check",
          "Flume 1 sanitizer level below its limit",
          "Dosing pump air lock",
          "Pump primed, product held and re-washed",
          "QA Manager",
          "Closed",
          "2026-10-28",
          "M. Gonzalez",
          "2026-10-29",
        ],
        [
          "CA-044",
          "2026-11-10",
          "Glass inspection",
          "Cracked light cover over line 1",
          "Impact from forklift",
          "Cover replaced, area cleared",
          "Maintenance",
          "Closed",
          "2026-11-10",
          "M. Gonzalez",
          "2026-11-11",
        ],
      ],
    },
  },
  {
    id: "maintenance-logs",
    name: "Maintenance_Logs.csv",
    content: {
      format: "csv",
      rows: [
        [
          "Date",
          "Equipment",
          "Work Done",
          "Status",
          "Technician",
          "QA Clearance Initials",
          "Verified By",
          "Verified On",
        ],
        ...[
          ["2026-10-05", "Packing line 1", "Bearing greased with food-grade lubricant"],
          ["2026-10-09", "Flume 1", "Spray nozzles cleaned"],
          ["2026-10-14", "Building, north wall", "Wall panel resealed"],
          ["2026-10-20", "Packing line 2", "Conveyor belt replaced"],
          ["2026-10-26", "Dock 4 door", "Door seal replaced"],
          ["2026-10-30", "Building, roof", "Roof leak over dry store repaired"],
          ["2026-11-03", "Packing line 1", "Drive chain adjusted"],
          ["2026-11-10", "Light cover, line 1", "Cracked cover replaced"],
          ["2026-11-16", "Flume 1", "Dosing pump serviced"],
        ].map(([date, equipment, work], i) => [
          date as string,
          equipment as string,
          work as string,
          "Completed",
          "R. Patel",
          // Planted: row 9 (the light cover over line 1) went back into production without QA clearance.
          i === 7 ? "" : pick(["SR", "DK"], i),
          "D. Kim",
          addCalendarDays(date as string, 2),
        ]),
      ],
    },
  },
  {
    id: "wash-water-log",
    name: "Wash_Water_Log.csv",
    content: {
      format: "csv",
      rows: [
        [
          "Date",
          "Time",
          "Line",
          "Free Chlorine (ppm)",
          "pH",
          "Tank Water Change",
          "Corrective Action",
          "Initials",
          "Verified By",
        ],
        ...washRows,
      ],
    },
  },
];

/** The site scope the sample is audited against: PrimusGFS FSMS and Packinghouse, well water only. */
export const SAMPLE_MODULES = ["FSMS_1", "PACKINGHOUSE"] as const;
export const SAMPLE_NOT_APPLICABLE = [
  { clauseId: "2.01.02", rationale: "The packhouse uses well water only, no municipal supply." },
  { clauseId: "2.01.04", rationale: "No surface water is used at the packhouse." },
  { clauseId: "2.01.05", rationale: "Wash water is not recycled or reused." },
] as const;
