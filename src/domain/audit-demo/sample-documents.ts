import type { SampleDocument } from "./types";

/** The 12 documents offered in the landing page's Try It Out section (spec §3). */
export const sampleDocuments: readonly SampleDocument[] = [
  {
    id: "sops",
    name: "SOPs.pdf",
    kind: "PDF",
    pages: 28,
    description:
      "Standard operating procedures for harvest, packing, sanitation and glass and brittle plastic control.",
    preview:
      "SOP-HAR-004 Field Sanitation Units\n1. Units are placed within 1/4 mile or 5 minutes' walk of every worker.\n2. Units are serviced and logged daily by the crew lead.",
  },
  {
    id: "training-records",
    name: "Training_Records.csv",
    kind: "CSV",
    rows: 342,
    description:
      "Sign-in sheets for worker hygiene, harvest and sanitation training, one row per attendee per session.",
    preview:
      "date,employee,module,language,trainer,score\n2025-03-04,M. Ortega,Worker Hygiene,ES,L. Chen,92\n2025-03-04,J. Ruiz,Worker Hygiene,ES,L. Chen,88",
  },
  {
    id: "traceability",
    name: "Traceability.csv",
    kind: "CSV",
    rows: 123,
    description: "Lot codes linking harvest blocks, pick dates, pallets and customer shipments for FSMA 204 records.",
    preview:
      "lot,block,pick_date,pallet,customer,ship_date\nOX-25-0412,B7,2025-04-12,P-1043,FreshCo DC,2025-04-13\nOX-25-0413,B7,2025-04-13,P-1051,GreenMart,2025-04-14",
  },
  {
    id: "sanitation-logs",
    name: "Sanitation_Logs.csv",
    kind: "CSV",
    rows: 96,
    description: "Pre-operational and post-operational sanitation checks of harvest bins, knives and packing lines.",
    preview:
      "date,area,check,result,initials\n2025-04-10,Line 2,Pre-op ATP swab,Pass (42 RLU),DK\n2025-04-10,Harvest bins,Post-op wash,Pass,MO",
  },
  {
    id: "calibration-logs",
    name: "Calibration_Logs.csv",
    kind: "CSV",
    rows: 44,
    description: "Monthly calibration of thermometers, scales and the metal detector against reference standards.",
    preview:
      "date,instrument,id,reference,reading,status\n2025-04-01,Probe thermometer,TH-03,Ice point 0.0°C,0.2°C,Pass\n2025-04-01,Scale,SC-01,10 kg test weight,10.01 kg,Pass",
  },
  {
    id: "supplier-certs",
    name: "Supplier_Certs.pdf",
    kind: "PDF",
    pages: 16,
    description: "Current food-safety certificates and letters of guarantee from packaging and input suppliers.",
    preview:
      "Approved Supplier List — rev. 2025-02\nPackWell Cartons — BRCGS Packaging, grade AA, expires 2025-11-30\nAgriSan Chemicals — SQF, expires 2026-01-15",
  },
  {
    id: "primusgfs-checklist",
    name: "PrimusGFS_Checklist.pdf",
    kind: "PDF",
    pages: 180,
    description: "The self-assessment checklist against the PrimusGFS modules, with the site's answers and references.",
    preview:
      "Module 1 — Food Safety Management System\n1.01.01 Is there a documented food safety policy? Yes — see FSP §1\n1.02.01 Is there a document control procedure? Yes — SOP-DOC-001",
  },
  {
    id: "water-testing",
    name: "Water_Testing.csv",
    kind: "CSV",
    rows: 78,
    description: "Generic E. coli results for irrigation, wash and hand-wash water sources, by sampling point.",
    preview:
      "date,source,sample_point,generic_e_coli_cfu_100ml,result\n2025-03-18,Well 2,Pump head,<1,Pass\n2025-03-18,Canal,Inlet B,126,Review",
  },
  {
    id: "pest-control",
    name: "Pest_Control.pdf",
    kind: "PDF",
    pages: 12,
    description: "The pest control program: device map, service reports and the licensed operator's credentials.",
    preview:
      "Pest Control Service Report — April 2025\nBait stations inspected: 48 of 48\nActivity: station 17 (north dock), rodent; bait replaced",
  },
  {
    id: "corrective-actions",
    name: "Corrective_Actions.csv",
    kind: "CSV",
    rows: 34,
    description: "Corrective and preventive actions raised from inspections, with root cause, owner and closing date.",
    preview:
      "id,raised,source,issue,owner,status\nCA-031,2025-03-22,Internal audit,Hand-wash station without soap,Supervisor,Closed\nCA-034,2025-04-09,Water test,Canal result above limit,PCQI,Open",
  },
  {
    id: "maintenance-logs",
    name: "Maintenance_Logs.csv",
    kind: "CSV",
    rows: 156,
    description: "Planned and breakdown maintenance of harvest equipment and packing lines, with sanitation sign-off.",
    preview:
      "date,equipment,work,hygiene_clearance,technician\n2025-04-02,Harvest aid HA-2,Replace conveyor belt,Signed (QA),R. Patel\n2025-04-05,Line 1,Bearing greased (food-grade),Signed (QA),R. Patel",
  },
  {
    id: "allergen-control",
    name: "Allergen_Control.pdf",
    kind: "PDF",
    pages: 8,
    description: "The allergen control plan: allergen inventory, segregation rules and changeover verification.",
    preview:
      "Allergen Control Plan — v2\nAllergens on site: none in product; sesame in staff canteen only\nControl: canteen segregated from production, handwashing on return",
  },
];

/** "28 pages" or "342 rows", as shown on the document cards. */
export function documentSize(doc: SampleDocument): string {
  if (doc.pages !== undefined) return `${doc.pages} pages`;
  return `${doc.rows ?? 0} rows`;
}
