import type { FspStatus } from "../../../domain/library/fsp";

/** Demo Food Safety Plan text per site: what a PCQI at a produce packhouse or harvest operation writes. */
export interface SeedSection {
  key: string;
  title: string;
  content: string;
  elements: string[];
}

export interface SeedSectionChange {
  key: string;
  status: FspStatus;
  content: string;
  /** Elements whose status changes with it. */
  elementStatus: Record<string, FspStatus>;
  note: string;
}

export const oxnardPlan: SeedSection[] = [
  {
    key: "facility_description",
    title: "Facility & Product Description",
    content:
      "Oxnard Packhouse receives field-packed and bulk leafy greens, tomatoes, bell peppers and strawberries from approved growers in Ventura and Santa Barbara counties. Product is hydro-cooled or forced-air cooled, washed in a chlorinated flume (leafy greens and tomatoes), sorted, packed into corrugated cartons and clamshells, metal-detected, palletised and held in three coolers at 34–38 °F before shipment to retail distribution centres. Product is raw agricultural commodity intended to be consumed raw. Water: municipal supply for wash and ice; on-site well for cooling tower make-up only. A cross-dock bay handles third-party pallets without opening cases.",
    elements: [
      "Product list and intended use",
      "Process flow diagram (receiving to shipping)",
      "Facility map and traffic flows",
      "Water source description",
    ],
  },
  {
    key: "hazard_analysis",
    title: "Hazard Analysis",
    content:
      "Each process step was evaluated for biological, chemical (including radiological) and physical hazards. Hazards requiring a preventive control: pathogen cross-contamination in the wash flume (E. coli O157:H7, Salmonella, Listeria monocytogenes) — process control by free-chlorine and pH monitoring; post-wash environmental contamination of food-contact surfaces — sanitation control; metal fragments from packing equipment — process control by metal detection; undeclared allergen (tree nuts, sesame) from the co-packed snack-tray line — allergen control; pathogen hazards controlled by growers — supply-chain control. Temperature abuse during storage was evaluated and is managed by prerequisite programs (cold-chain SOPs).",
    elements: [
      "Hazard identification worksheet per step",
      "Severity and probability evaluation",
      "Justification for each control decision",
      "Reanalysis trigger list",
    ],
  },
  {
    key: "process_controls",
    title: "Preventive Controls — Process",
    content:
      "PC-1 Wash water sanitation: free available chlorine 50–150 ppm at pH 6.5–7.5 in the flume, checked by the wash operator every 30 minutes with a calibrated test kit and continuously logged by the ORP controller. PC-2 Metal detection: every case passes the detector; ferrous 2.0 mm, non-ferrous 2.5 mm and stainless 3.0 mm test wands are run at start-up, every 2 hours and at line end; reject mechanism verified with each test.",
    elements: [
      "PC-1 Wash water chlorine and pH limits",
      "PC-2 Metal detection sensitivity",
      "Critical limits scientific basis",
      "Monitoring frequency and responsibility",
    ],
  },
  {
    key: "sanitation_controls",
    title: "Sanitation Controls",
    content:
      "Food-contact surfaces (flume, conveyors, packing tables, clamshell fillers) are cleaned and sanitised daily following SOP Pre-Operational Sanitation and verified by ATP swabs (limit 150 RLU) before start-up. Zone 1–4 environmental monitoring for Listeria spp. runs weekly with 20 sites per sampling event; a positive triggers vector swabbing, intensified cleaning and product-hold evaluation per the corrective action procedure.",
    elements: [
      "Pre-op sanitation procedure",
      "ATP verification limits",
      "Environmental monitoring plan (zones 1–4)",
      "Sanitizer concentration checks",
    ],
  },
  {
    key: "allergen_controls",
    title: "Allergen Controls",
    content:
      "Tree nuts and sesame are present only on Line 4 (snack trays with dip cups). Controls: dedicated colour-coded utensils, scheduled changeover cleaning validated by allergen-specific lateral-flow tests, and label verification against the production order at each start-up and label-roll change. Lines 1–3 never handle allergens.",
    elements: [
      "Allergen inventory and segregation",
      "Changeover cleaning validation",
      "Label verification at start-up",
      "Employee allergen awareness training",
    ],
  },
  {
    key: "supply_chain",
    title: "Supply-Chain Program",
    content:
      "Growers supplying produce for which the grower controls a pathogen hazard are approved by the PCQI on the basis of a current third-party GAP audit (PrimusGFS or equivalent), annual water test results and a signed supplier agreement. Verification: audit report review on approval and annually; unannounced field visits to 10% of growers per season. Temporary approvals are not permitted.",
    elements: [
      "Approved supplier list",
      "Supplier verification activities",
      "Written procedures for receiving from approved suppliers",
      "Supplier non-conformance handling",
    ],
  },
  {
    key: "recall_plan",
    title: "Recall Plan",
    content:
      "The recall team (PCQI, operations manager, sales lead) is activated by the PCQI. Steps: identify affected lots from pallet and case labels; notify direct consignees by phone and e-mail within 4 hours with a written follow-up; notify FDA through the Reportable Food Registry where required; conduct effectiveness checks on 100% of consignees; dispose of or recondition recalled product under supervision. Mock recalls run twice a year with a 2-hour target for full lot reconciliation.",
    elements: [
      "Recall team and contacts",
      "Consignee notification procedure",
      "Effectiveness checks",
      "Mock recall schedule and results",
    ],
  },
  {
    key: "monitoring",
    title: "Monitoring Procedures",
    content:
      "Monitoring is recorded at the time of observation on the wash-water log, the metal detector verification log and the sanitation checklist, with actual values, date, time and the initials of the person monitoring. Records are kept on the line and filed daily in the records room.",
    elements: ["Wash-water monitoring log", "Metal detector verification log", "Sanitation monitoring checklist"],
  },
  {
    key: "corrective_actions",
    title: "Corrective Action Procedures",
    content:
      "When a critical limit is not met: stop the affected line, hold all product packed since the last acceptable check, restore the control (adjust chlorine dosing, repair the detector), evaluate held product for safety with the PCQI, record the deviation, root cause and actions on the Corrective Action Report, and verify the effectiveness of the action within 7 working days.",
    elements: [
      "Deviation response steps",
      "Product evaluation and disposition",
      "Root cause analysis",
      "Corrective action records",
    ],
  },
  {
    key: "verification_validation",
    title: "Verification & Validation",
    content:
      "Validation: wash-water chlorine limits are supported by the Western Growers Association and FDA guidance and an in-plant study of chlorine demand under peak load. Verification: calibration of chlorine test kits and pH meters weekly; review of monitoring and corrective action records by a qualified person within 7 working days; annual third-party audit; reanalysis of the plan at least every 3 years or on any significant change.",
    elements: [
      "Validation studies",
      "Calibration of monitoring instruments",
      "Records review within 7 working days",
      "Reanalysis schedule",
    ],
  },
  {
    key: "records",
    title: "Records",
    content:
      "The plan, monitoring, corrective action, verification, supply-chain and training records are kept for at least 2 years as originals or true electronic copies, available to an FDA investigator within 24 hours of a request. Electronic records in Clausewise are time-stamped and kept in an append-only audit trail.",
    elements: ["Record retention (2 years)", "Record review and signature", "Electronic records controls"],
  },
];

/** Oxnard: after the last PCQI sign-off, two sections changed and now need the PCQI's review. */
export const oxnardChangesAfterSigning: SeedSectionChange[] = [
  {
    key: "allergen_controls",
    status: "needs-review",
    content:
      "Tree nuts and sesame are present only on Line 4 (snack trays with dip cups). From this season Line 4 also packs a peanut-containing dip; the changeover validation must be extended to peanut. Controls: dedicated colour-coded utensils, scheduled changeover cleaning validated by allergen-specific lateral-flow tests (tree nut, sesame; peanut test pending validation), and label verification against the production order at each start-up and label-roll change. Lines 1–3 never handle allergens.",
    elementStatus: { "Changeover cleaning validation": "needs-review" },
    note: "Peanut dip added to Line 4: changeover validation must cover peanut",
  },
  {
    key: "supply_chain",
    status: "needs-review",
    content:
      "Growers supplying produce for which the grower controls a pathogen hazard are approved by the PCQI on the basis of a current third-party GAP audit (PrimusGFS or equivalent), annual water test results and a signed supplier agreement. Two new strawberry growers (Santa Maria) are in onboarding; their audit reports are due before first receipt. Verification: audit report review on approval and annually; unannounced field visits to 10% of growers per season. Temporary approvals are not permitted.",
    elementStatus: { "Approved supplier list": "needs-review" },
    note: "Two new strawberry growers in onboarding: approved supplier list to be re-verified",
  },
];

export const yumaPlan: SeedSection[] = [
  {
    key: "facility_description",
    title: "Facility & Product Description",
    content:
      "Yuma Harvest Operations harvests romaine, iceberg and green-leaf lettuce from November to March on 1,800 acres in the Yuma and Gila valleys. Product is field-packed into cartons or harvested as cores into bins, moved to the vacuum cooler within 2 hours of cut and shipped at 34 °F. Irrigation water comes from the Colorado River via the district canal system; harvest-aid and hand-wash water come from a municipal supply hauled in potable tanks.",
    elements: ["Crop and field list", "Harvest and cooling flow", "Field and equipment maps", "Water sources"],
  },
  {
    key: "hazard_analysis",
    title: "Hazard Analysis",
    content:
      "Pre-harvest and harvest hazards were evaluated per field and per crew operation: pathogen contamination from adjacent land use (CAFOs), animal intrusion, irrigation water, harvest equipment and workers' hands; foreign material in cartons; pesticide residue above tolerance. Controls required: pre-harvest field assessment, harvest equipment sanitation, worker hygiene, and supply-chain verification of inputs (compost and soil amendments).",
    elements: [
      "Pre-harvest risk assessment",
      "Adjacent land-use evaluation",
      "Harvest equipment hazards",
      "Reanalysis triggers",
    ],
  },
  {
    key: "process_controls",
    title: "Preventive Controls — Process",
    content:
      "PC-1 Field-to-cooler time: product reaches the vacuum cooler within 2 hours of cut, recorded per load on the trip ticket. PC-2 Core-out water: knife-dip and core-out spray water at 50–100 ppm free chlorine, checked every hour by the crew lead.",
    elements: ["PC-1 Time to cooling", "PC-2 Core-out water chlorine", "Monitoring responsibility"],
  },
  {
    key: "sanitation_controls",
    title: "Sanitation Controls",
    content:
      "Harvest machines, conveyor belts, knives and bins are cleaned and sanitised at the end of each shift and inspected before the first cut. Knife-dip stations are changed every 2 hours. Portable toilets and hand-wash units are within a quarter mile of every crew and serviced daily.",
    elements: ["Harvest equipment sanitation", "Knife-dip station control", "Field sanitation units"],
  },
  {
    key: "allergen_controls",
    title: "Allergen Controls",
    content:
      "No major food allergens are handled, stored or used at Yuma Harvest Operations. Crews may not bring food into harvest areas; break areas are separate from fields.",
    elements: ["Allergen absence confirmation", "Food in harvest areas policy"],
  },
  {
    key: "supply_chain",
    title: "Supply-Chain Program",
    content:
      "Compost and soil-amendment suppliers provide a certificate of process validation and a pathogen test per lot. Harvest contractors are approved on the basis of a current third-party harvest crew audit and training records.",
    elements: ["Approved input suppliers", "Harvest contractor approval", "Certificate review"],
  },
  {
    key: "recall_plan",
    title: "Recall Plan",
    content:
      "Each carton carries a PTI label with the field, harvest date and crew, so an affected lot is traced to its field block and shipping records within 2 hours. The recall team is led by the PCQI; consignees are notified within 4 hours. Mock recalls run at the start and middle of each season.",
    elements: ["Lot coding (PTI)", "Consignee notification", "Mock recall results"],
  },
  {
    key: "monitoring",
    title: "Monitoring Procedures",
    content:
      "Crew leads record knife-dip chlorine, time to cooling, pre-harvest inspection results and worker hygiene checks on the daily harvest log at the time of observation.",
    elements: ["Daily harvest log", "Pre-harvest inspection record"],
  },
  {
    key: "corrective_actions",
    title: "Corrective Action Procedures",
    content:
      "Evidence of animal intrusion, flooding or contamination leads to a no-harvest buffer (minimum 5 feet around intrusion) recorded with photos; a cooling delay beyond 2 hours puts the load on hold for PCQI evaluation; all deviations are recorded on the Corrective Action Report and verified within 7 working days.",
    elements: ["No-harvest buffer rules", "Cooling delay hold", "Corrective action records"],
  },
  {
    key: "verification_validation",
    title: "Verification & Validation",
    content:
      "Monthly irrigation-water testing for generic E. coli during the season; weekly review of harvest logs by the food safety manager; annual third-party harvest crew and field audits; reanalysis before each season.",
    elements: ["Water testing program", "Harvest log review", "Pre-season reanalysis"],
  },
  {
    key: "records",
    title: "Records",
    content:
      "Harvest, water, training and corrective action records are kept for 2 years and retrievable within 24 hours, electronically in Clausewise with an append-only audit trail.",
    elements: ["Record retention", "Electronic records controls"],
  },
];
