import type { SopCategory, SopStatus } from "../../../domain/library/sop-status";

/** Demo SOPs: each version's text as it was approved, oldest first; the last entry is the working copy. */
export interface SeedSopVersion {
  body: string;
  changeSummary: string;
  approver: "pcqi" | "qa_manager";
  /** Days before the demo "now". */
  daysAgo: number;
}

export interface SeedSop {
  site: "oxnard" | "yuma";
  title: string;
  category: SopCategory;
  status: SopStatus;
  tags: string[];
  languages: ("EN" | "ES" | "HM")[];
  clauseIds: string[];
  reviewer: "pcqi" | "qa_manager" | "admin";
  /** Days from "now" (negative = overdue). */
  nextReviewInDays: number;
  trainingRequired: boolean;
  versions: SeedSopVersion[];
  /** Working copy when it differs from the last version (Draft / Under Review). */
  workingBody?: string;
}

function body(parts: {
  purpose: string;
  scope: string;
  responsibilities: string;
  steps: string[];
  records: string;
  corrective: string;
}) {
  return [
    "1. Purpose",
    parts.purpose,
    "",
    "2. Scope",
    parts.scope,
    "",
    "3. Responsibilities",
    parts.responsibilities,
    "",
    "4. Procedure",
    ...parts.steps.map((s, i) => `4.${i + 1} ${s}`),
    "",
    "5. Monitoring and Records",
    parts.records,
    "",
    "6. Corrective Action",
    parts.corrective,
  ].join("\n");
}

const preOp = (sanitizer: string, atp: string) =>
  body({
    purpose: "Ensure every food-contact surface is clean and sanitised before production starts.",
    scope: "Wash flume, conveyors, packing tables and clamshell fillers on Lines 1–4.",
    responsibilities:
      "Sanitation crew lead performs the clean; QA Tech performs the pre-op inspection and ATP verification.",
    steps: [
      "Dry-clean: remove product debris and cardboard from equipment and floors.",
      "Pre-rinse surfaces with potable water from top to bottom.",
      "Apply chlorinated alkaline foam cleaner, scrub with colour-coded brushes, contact time 10 minutes.",
      "Rinse until no foam residue is visible.",
      `Sanitise with ${sanitizer}; verify concentration with test strips and record it.`,
      `QA Tech inspects visually and swabs 5 food-contact sites with ATP; limit ${atp}.`,
    ],
    records: "Pre-Operational Sanitation Log (SAN-F-001), ATP results, sanitizer concentration checks.",
    corrective:
      "A failed inspection or ATP result: re-clean, re-sanitise and re-test before start-up; record the action.",
  });

const washWater = (ppm: string, frequency: string) =>
  body({
    purpose: "Maintain wash-water sanitizer at levels that prevent cross-contamination (preventive control PC-1).",
    scope: "Flume wash systems on Lines 1–3.",
    responsibilities: "Wash operator monitors; QA Tech verifies; PCQI reviews records.",
    steps: [
      "Fill the flume with municipal water and start the chlorine dosing pump.",
      `Adjust to ${ppm} free available chlorine at pH 6.5–7.5 before product enters.`,
      `Measure free chlorine and pH with the calibrated test kit ${frequency} and record actual values.`,
      "Change the water when turbidity exceeds the marked limit or at least every 4 hours.",
    ],
    records: "Wash-water monitoring log, ORP controller export, test kit calibration log.",
    corrective:
      "Out of range: stop product entry, hold product since the last good check, correct dosing, notify QA and record on the Corrective Action Report.",
  });

export const seedSops: SeedSop[] = [
  {
    site: "oxnard",
    title: "Pre-Operational Sanitation",
    category: "Sanitation",
    status: "active",
    tags: ["pre-op", "atp", "food-contact"],
    languages: ["EN", "ES"],
    clauseIds: ["3.01.02", "P.03.02"],
    reviewer: "qa_manager",
    nextReviewInDays: 12,
    trainingRequired: true,
    versions: [
      {
        body: preOp("peracetic acid at 80 ppm", "250 RLU"),
        changeSummary: "First issue",
        approver: "pcqi",
        daysAgo: 540,
      },
      {
        body: preOp("peracetic acid at 80 ppm", "150 RLU"),
        changeSummary: "ATP limit tightened from 250 to 150 RLU after the annual verification review",
        approver: "pcqi",
        daysAgo: 300,
      },
      {
        body: preOp("quaternary ammonium at 200 ppm (no-rinse)", "150 RLU"),
        changeSummary: "Sanitizer changed to no-rinse quat at 200 ppm; Line 4 added to scope",
        approver: "pcqi",
        daysAgo: 75,
      },
    ],
  },
  {
    site: "oxnard",
    title: "Wash Water Sanitizer Monitoring",
    category: "Quality",
    status: "active",
    tags: ["wash-water", "chlorine", "preventive-control"],
    languages: ["EN", "ES"],
    clauseIds: ["P.02.01", "P.02.02"],
    reviewer: "pcqi",
    nextReviewInDays: 95,
    trainingRequired: true,
    versions: [
      { body: washWater("50–150 ppm", "every hour"), changeSummary: "First issue", approver: "pcqi", daysAgo: 420 },
      {
        body: washWater("50–150 ppm", "every 30 minutes"),
        changeSummary: "Monitoring frequency doubled to every 30 minutes after a chlorine-demand study at peak load",
        approver: "pcqi",
        daysAgo: 130,
      },
    ],
  },
  {
    site: "oxnard",
    title: "Cold Chain & Cooler Temperature Control",
    category: "Operations",
    status: "active",
    tags: ["cold-chain", "temperature"],
    languages: ["EN", "ES"],
    clauseIds: ["C.01.01", "C.04.02"],
    reviewer: "qa_manager",
    nextReviewInDays: -6,
    trainingRequired: false,
    versions: [
      {
        body: body({
          purpose: "Keep product at the temperatures that preserve safety and quality from receiving to shipping.",
          scope: "Coolers 1–3, the cross-dock bay and loading doors.",
          responsibilities: "Cooler lead monitors; shipping lead checks trailer pre-cooling; QA reviews logs daily.",
          steps: [
            "Set coolers to 34 °F (leafy greens) or 45–50 °F (tomatoes and peppers, separate room).",
            "Record air temperature and one product pulp temperature per cooler at the start and middle of each shift.",
            "Pre-cool trailers to set point and record the reefer reading before loading.",
            "Keep dock doors closed except when loading; use the strip curtains.",
          ],
          records: "Cooler Temperature Log (MON-F-002), trailer inspection records, data-logger downloads.",
          corrective:
            "An excursion over 2 °F for more than 1 hour: evaluate product with QA, place on hold if needed, repair the unit and record the action.",
        }),
        changeSummary: "First issue",
        approver: "qa_manager",
        daysAgo: 380,
      },
    ],
  },
  {
    site: "oxnard",
    title: "Allergen Changeover — Line 4",
    category: "Quality",
    status: "under-review",
    tags: ["allergen", "changeover", "line-4"],
    languages: ["EN", "ES"],
    clauseIds: ["P.05.01"],
    reviewer: "pcqi",
    nextReviewInDays: 20,
    trainingRequired: true,
    versions: [
      {
        body: body({
          purpose:
            "Prevent allergen cross-contact when Line 4 changes from allergen-containing snack trays to allergen-free product.",
          scope: "Line 4 snack-tray packing, dip-cup filler and shared utensils.",
          responsibilities: "Line lead performs the changeover; QA Tech tests and releases the line.",
          steps: [
            "Remove all allergen-containing product, packaging and labels from the line.",
            "Disassemble the dip-cup filler and clean all parts in the designated allergen wash area.",
            "Clean and sanitise the line; change gloves and aprons.",
            "QA Tech swabs 4 sites with tree-nut and sesame lateral-flow tests; all must be negative.",
            "Verify labels for the next run against the production order.",
          ],
          records: "Allergen changeover checklist, lateral-flow results, label verification record.",
          corrective: "A positive test: re-clean and re-test; product already packed is held for PCQI evaluation.",
        }),
        changeSummary: "First issue",
        approver: "pcqi",
        daysAgo: 260,
      },
    ],
    workingBody: body({
      purpose:
        "Prevent allergen cross-contact when Line 4 changes from allergen-containing snack trays to allergen-free product.",
      scope: "Line 4 snack-tray packing, dip-cup filler and shared utensils, including the new peanut-containing dip.",
      responsibilities: "Line lead performs the changeover; QA Tech tests and releases the line.",
      steps: [
        "Remove all allergen-containing product, packaging and labels from the line.",
        "Disassemble the dip-cup filler and clean all parts in the designated allergen wash area.",
        "Clean and sanitise the line; change gloves and aprons.",
        "QA Tech swabs 4 sites with tree-nut, sesame and peanut lateral-flow tests; all must be negative.",
        "Verify labels for the next run against the production order.",
      ],
      records: "Allergen changeover checklist, lateral-flow results, label verification record.",
      corrective: "A positive test: re-clean and re-test; product already packed is held for PCQI evaluation.",
    }),
  },
  {
    site: "oxnard",
    title: "Metal Detector Verification",
    category: "Maintenance",
    status: "active",
    tags: ["metal-detection", "calibration"],
    languages: ["EN", "ES", "HM"],
    clauseIds: ["6.01.04", "P.04.01"],
    reviewer: "qa_manager",
    nextReviewInDays: 160,
    trainingRequired: true,
    versions: [
      {
        body: body({
          purpose: "Verify that metal detectors reject contaminated cases (preventive control PC-2).",
          scope: "Metal detectors at the end of Lines 1–4.",
          responsibilities: "Line lead tests; maintenance repairs; QA reviews.",
          steps: [
            "At start-up, every 2 hours and at line end, pass ferrous 2.0 mm, non-ferrous 2.5 mm and stainless 3.0 mm test wands in a case through the aperture centre.",
            "Confirm each test case is rejected into the locked reject bin.",
            "Record the time, results and initials.",
          ],
          records: "Metal detector verification log.",
          corrective:
            "A failed test: stop the line, hold product since the last good test, re-inspect it through a working detector, call maintenance, record the action.",
        }),
        changeSummary: "First issue",
        approver: "qa_manager",
        daysAgo: 200,
      },
      {
        body: body({
          purpose: "Verify that metal detectors reject contaminated cases (preventive control PC-2).",
          scope: "Metal detectors at the end of Lines 1–4.",
          responsibilities: "Line lead tests; maintenance repairs and performs the annual calibration; QA reviews.",
          steps: [
            "At start-up, every 2 hours and at line end, pass ferrous 2.0 mm, non-ferrous 2.5 mm and stainless 3.0 mm test wands in a case through the aperture centre and at the leading and trailing edge.",
            "Confirm each test case is rejected into the locked reject bin; only QA holds the key.",
            "Record the time, results and initials.",
            "Maintenance performs the manufacturer's calibration annually and after any repair.",
          ],
          records: "Metal detector verification log; annual calibration certificate.",
          corrective:
            "A failed test: stop the line, hold product since the last good test, re-inspect it through a working detector, call maintenance, record the action.",
        }),
        changeSummary: "Test positions extended to leading and trailing edge; annual calibration added",
        approver: "qa_manager",
        daysAgo: 40,
      },
    ],
  },
  {
    site: "oxnard",
    title: "Glass & Brittle Plastic Control",
    category: "Safety",
    status: "active",
    tags: ["foreign-material", "glass"],
    languages: ["EN", "ES"],
    clauseIds: ["P.04.02"],
    reviewer: "qa_manager",
    nextReviewInDays: 25,
    trainingRequired: false,
    versions: [
      {
        body: body({
          purpose: "Prevent glass and brittle plastic fragments from reaching product.",
          scope: "All production, packing and storage areas.",
          responsibilities: "QA Tech inspects monthly; any employee reports breakage immediately.",
          steps: [
            "Keep the Glass & Brittle Plastic Register current for every item in production areas.",
            "Inspect every registered item monthly and record its condition.",
            "On breakage: stop work in the area, isolate it, clean up with the dedicated kit, inspect and discard exposed product, record the incident.",
          ],
          records: "Glass & Brittle Plastic Register (SAF-F-007), breakage incident records.",
          corrective: "Damaged items are replaced or protected; exposed product is destroyed.",
        }),
        changeSummary: "First issue",
        approver: "pcqi",
        daysAgo: 330,
      },
    ],
  },
  {
    site: "oxnard",
    title: "Visitor & Contractor Hygiene Rules",
    category: "Safety",
    status: "draft",
    tags: ["visitors", "hygiene"],
    languages: ["EN"],
    clauseIds: ["1.04.01"],
    reviewer: "admin",
    nextReviewInDays: 365,
    trainingRequired: false,
    versions: [],
    workingBody: body({
      purpose: "Make sure visitors and contractors do not introduce food-safety hazards.",
      scope: "Every person who is not an employee entering production or storage areas.",
      responsibilities: "Reception signs visitors in; the host escorts them at all times.",
      steps: [
        "Sign in on the Visitor & Contractor Log and complete the health questionnaire.",
        "Read and acknowledge the hygiene rules: hair nets, no jewellery, hand washing, no food or drink.",
        "Contractors' tools are inspected and listed on entry and exit.",
      ],
      records: "Visitor & Contractor Log (SAF-F-006).",
      corrective: "A visitor reporting symptoms of illness may not enter production areas.",
    }),
  },
  {
    site: "oxnard",
    title: "Hand Washing Station Checks",
    category: "Sanitation",
    status: "archived",
    tags: ["hygiene"],
    languages: ["EN", "ES"],
    clauseIds: ["3.01.01"],
    reviewer: "qa_manager",
    nextReviewInDays: -200,
    trainingRequired: false,
    versions: [
      {
        body: body({
          purpose: "Keep hand-wash stations stocked and working.",
          scope: "Hand-wash stations at production entrances.",
          responsibilities: "Sanitation crew checks every 2 hours.",
          steps: ["Check soap, paper towels, potable warm water and waste bin.", "Restock and record."],
          records: "Hand-wash station checklist.",
          corrective: "A station out of service is reported to maintenance and a temporary station set up.",
        }),
        changeSummary: "First issue",
        approver: "qa_manager",
        daysAgo: 700,
      },
    ],
  },
  {
    site: "yuma",
    title: "Pre-Harvest Field Assessment",
    category: "Operations",
    status: "active",
    tags: ["pre-harvest", "animal-intrusion"],
    languages: ["EN", "ES"],
    clauseIds: ["7.01.01"],
    reviewer: "pcqi",
    nextReviewInDays: 18,
    trainingRequired: true,
    versions: [
      {
        body: body({
          purpose: "Confirm a field block is safe to harvest.",
          scope: "Every lettuce block, within 7 days before harvest.",
          responsibilities: "Field food-safety lead assesses; harvest foreman confirms on the day.",
          steps: [
            "Walk the block perimeter and interior transects looking for animal intrusion, faeces, flooding and debris.",
            "Check adjacent land use and note any change since planting.",
            "Mark no-harvest buffers (minimum 5 feet) around any intrusion and photograph them.",
          ],
          records: "Pre-harvest inspection record with photos.",
          corrective: "A block with widespread intrusion is not harvested until the PCQI evaluates it.",
        }),
        changeSummary: "First issue",
        approver: "pcqi",
        daysAgo: 400,
      },
      {
        body: body({
          purpose: "Confirm a field block is safe to harvest.",
          scope: "Every lettuce block, within 7 days and again on the day before harvest.",
          responsibilities: "Field food-safety lead assesses; harvest foreman confirms on the day.",
          steps: [
            "Walk the block perimeter and interior transects looking for animal intrusion, faeces, flooding and debris.",
            "Check adjacent land use and note any change since planting, including CAFOs within 1 mile.",
            "Mark no-harvest buffers (minimum 5 feet) around any intrusion and photograph them.",
            "Repeat the walk the day before harvest and record any new findings.",
          ],
          records: "Pre-harvest inspection record with photos.",
          corrective: "A block with widespread intrusion is not harvested until the PCQI evaluates it.",
        }),
        changeSummary: "Day-before-harvest walk added; CAFO distance check added per buyer requirement",
        approver: "pcqi",
        daysAgo: 60,
      },
    ],
  },
  {
    site: "yuma",
    title: "Harvest Equipment Cleaning & Sanitising",
    category: "Sanitation",
    status: "active",
    tags: ["harvest", "equipment"],
    languages: ["EN", "ES"],
    clauseIds: ["7.03.01"],
    reviewer: "qa_manager",
    nextReviewInDays: 140,
    trainingRequired: true,
    versions: [
      {
        body: body({
          purpose: "Keep harvest machines, knives and bins from contaminating product.",
          scope: "Harvest machines, belts, knives, bins and knife-dip stations.",
          responsibilities: "Crew sanitation lead cleans; foreman inspects before the first cut.",
          steps: [
            "At shift end remove plant debris, wash belts and contact surfaces with detergent and potable water.",
            "Sanitise with peracetic acid at 80 ppm; leave to drain.",
            "Change knife-dip solution (50–100 ppm chlorine) every 2 hours and record.",
            "Before the first cut, inspect the machine and record the result.",
          ],
          records: "Daily harvest log — equipment section.",
          corrective: "Equipment failing inspection is re-cleaned before use.",
        }),
        changeSummary: "First issue",
        approver: "qa_manager",
        daysAgo: 250,
      },
    ],
  },
  {
    site: "yuma",
    title: "Field Worker Hygiene & Illness Reporting",
    category: "Safety",
    status: "active",
    tags: ["hygiene", "workers"],
    languages: ["EN", "ES", "HM"],
    clauseIds: ["7.05.01", "4.01.01"],
    reviewer: "pcqi",
    nextReviewInDays: 45,
    trainingRequired: true,
    versions: [
      {
        body: body({
          purpose: "Prevent workers from contaminating product.",
          scope: "All harvest crew members and visitors in the field.",
          responsibilities: "Crew leads enforce; workers report illness before the shift.",
          steps: [
            "Wash hands at the field unit before work, after breaks and after using the toilet.",
            "Wear clean gloves and hair restraint; no jewellery.",
            "Report diarrhoea, vomiting, fever, jaundice or open wounds to the crew lead before work.",
          ],
          records: "Daily hygiene check on the harvest log; illness exclusion record.",
          corrective: "A worker with reportable symptoms is excluded from handling produce.",
        }),
        changeSummary: "First issue",
        approver: "pcqi",
        daysAgo: 210,
      },
    ],
  },
];
