import { SUPPLIER_RECORDS_TAG } from "../suppliers/suppliers";
import { parseCatalogue, type CatalogueDefinition } from "./catalogue-schema";

/**
 * The built-in PrimusGFS demo catalogue (product spec §3 "Built-in clause"), kept as data and validated
 * by `catalogueSchema` at load, so another scheme or version can be loaded the same way.
 *
 * Module ids are the spec's demo ids (HARVEST_7, PACKINGHOUSE, COLD_STORAGE), not the published
 * scheme's numbering. Clause points are exactly the spec's. Titles past the spec's wording are ours.
 *
 * Count: 59 clauses. FSMS_1 35 (1.xx 14, water 5, sanitation 5, training 4, supplier 3,
 * calibration 4), HARVEST_7 6, PACKINGHOUSE 11, COLD_STORAGE 7. The spec says "52 built-in clauses",
 * but the clauses it lists already number 56; with three further FSMS clauses (1.11.01 food defense,
 * 1.12.01 allergen management, 1.13.01 mock recall) the total is 59.
 *
 * Water clauses carry a source tag (water_municipal, water_well, water_surface, water_recycled) after
 * `water` so a water-source rule could apply later; scope rules do not filter on it today (spec §9
 * names only the module and allergen rules).
 *
 * The supplier clauses evidenced by the approved supplier list and its documents (5.01.01, 5.01.02) carry
 * SUPPLIER_RECORDS_TAG, so the overview, evidence packs and document audits find them by tag.
 */
export const BUILTIN_CLAUSE_COUNT = 59;

const definition: CatalogueDefinition = {
  id: "primusgfs-builtin",
  name: "PrimusGFS (built-in demo catalogue)",
  version: "1.0.0",
  modules: [
    { id: "FSMS_1", name: "Module 1 FSMS", description: "Core requirements for all operations", required: true },
    // The Growing flag suggests no module (spec §4 lists only Harvest, Processing and Cold Storage).
    {
      id: "HARVEST_7",
      name: "Module 7 Harvest",
      description: "Field-specific requirements for growing and harvesting",
      suggestedBy: ["harvest"],
    },
    {
      id: "PACKINGHOUSE",
      name: "Packinghouse/Processing",
      description: "Washing, packing, and processing",
      suggestedBy: ["processing"],
    },
    {
      id: "COLD_STORAGE",
      name: "Cold Storage/Distribution",
      description: "Temperature-controlled storage and shipping",
      suggestedBy: ["coldStorage"],
    },
  ],
  // Spec §9 order; the first tag of a clause picks its group.
  groups: [
    { tag: "fsms", name: "Food Safety Management System" },
    { tag: "water", name: "Water Management" },
    { tag: "sanitation", name: "Sanitation" },
    { tag: "training", name: "Training" },
    { tag: "supplier", name: "Supplier Management" },
    { tag: "calibration", name: "Calibration" },
    { tag: "harvest", name: "Harvest Operations" },
    { tag: "processing", name: "Processing Operations" },
    { tag: "storage", name: "Storage & Distribution" },
    { tag: "allergen", name: "Allergen Management" },
    { tag: "traceability", name: "Traceability" },
    { tag: "verification", name: "Verification" },
    { tag: "records", name: "Record Management" },
    { tag: "audits", name: "Internal Audits" },
    { tag: "corrective_actions", name: "Corrective Actions" },
    { tag: "complaints", name: "Complaint Handling" },
  ],
  clauses: [
    // FSMS_1: management system
    { id: "1.01.01", module: "FSMS_1", points: 10, tags: ["fsms"], title: "Food Safety Policy present" },
    { id: "1.02.01", module: "FSMS_1", points: 10, tags: ["fsms"], title: "Management responsibility documented" },
    {
      id: "1.03.01",
      module: "FSMS_1",
      points: 15,
      tags: ["fsms", "training"],
      title: "Food safety team roles defined",
    },
    { id: "1.04.01", module: "FSMS_1", points: 10, tags: ["fsms"], title: "Communication procedures established" },
    { id: "1.05.01", module: "FSMS_1", points: 10, tags: ["fsms"], title: "Emergency contact procedures" },
    { id: "1.06.01", module: "FSMS_1", points: 15, tags: ["records", "fsms"], title: "Record control system in place" },
    {
      id: "1.06.02",
      module: "FSMS_1",
      points: 10,
      tags: ["verification", "records"],
      title: "Record verification to schedule",
    },
    { id: "1.07.01", module: "FSMS_1", points: 20, tags: ["audits", "fsms"], title: "Internal audit program" },
    {
      id: "1.08.01",
      module: "FSMS_1",
      points: 15,
      tags: ["corrective_actions", "fsms"],
      title: "Corrective action procedures",
    },
    { id: "1.09.01", module: "FSMS_1", points: 10, tags: ["complaints", "fsms"], title: "Complaint handling system" },
    {
      id: "1.10.01",
      module: "FSMS_1",
      points: 25,
      tags: ["traceability", "fsms"],
      title: "Product traceability system",
    },
    {
      id: "1.11.01",
      module: "FSMS_1",
      points: 10,
      tags: ["fsms", "food_defense"],
      title: "Food defense plan and site security assessment",
    },
    {
      id: "1.12.01",
      module: "FSMS_1",
      points: 15,
      tags: ["allergen", "fsms"],
      title: "Allergen management program documented",
    },
    {
      id: "1.13.01",
      module: "FSMS_1",
      points: 20,
      tags: ["traceability", "recall"],
      title: "Product recall program with mock recall tested",
    },
    // FSMS_1: water
    { id: "2.01.01", module: "FSMS_1", points: 20, tags: ["water"], title: "Water testing program" },
    {
      id: "2.01.02",
      module: "FSMS_1",
      points: 10,
      tags: ["water", "water_municipal"],
      title: "Municipal water certificates on file",
    },
    {
      id: "2.01.03",
      module: "FSMS_1",
      points: 15,
      tags: ["water", "water_well"],
      title: "Well water testing schedule",
    },
    {
      id: "2.01.04",
      module: "FSMS_1",
      points: 15,
      tags: ["water", "water_surface"],
      title: "Surface water risk assessment",
    },
    {
      id: "2.01.05",
      module: "FSMS_1",
      points: 20,
      tags: ["water", "water_recycled"],
      title: "Recycled water treatment validation",
    },
    // FSMS_1: sanitation
    { id: "3.01.01", module: "FSMS_1", points: 20, tags: ["sanitation"], title: "Master sanitation schedule" },
    {
      id: "3.01.02",
      module: "FSMS_1",
      points: 15,
      tags: ["sanitation", "verification"],
      title: "Pre-operational sanitation inspections",
    },
    {
      id: "3.01.03",
      module: "FSMS_1",
      points: 10,
      tags: ["sanitation"],
      title: "Sanitation chemicals approved, labelled and stored",
    },
    {
      id: "3.01.04",
      module: "FSMS_1",
      points: 15,
      tags: ["sanitation", "pest_control"],
      title: "Pest control program and device map",
    },
    {
      id: "3.02.01",
      module: "FSMS_1",
      points: 15,
      tags: ["sanitation", "env_monitoring"],
      title: "Environmental monitoring program (Listeria/Salmonella)",
    },
    // FSMS_1: training
    { id: "4.01.01", module: "FSMS_1", points: 20, tags: ["training"], title: "Food safety training program" },
    { id: "4.01.02", module: "FSMS_1", points: 10, tags: ["training"], title: "Worker hygiene and health training" },
    {
      id: "4.01.03",
      module: "FSMS_1",
      points: 10,
      tags: ["training", "records"],
      title: "Training records maintained",
    },
    {
      id: "4.01.04",
      module: "FSMS_1",
      points: 15,
      tags: ["training", "verification"],
      title: "Training effectiveness verified",
    },
    // FSMS_1: supplier
    {
      id: "5.01.01",
      module: "FSMS_1",
      points: 25,
      tags: ["supplier", SUPPLIER_RECORDS_TAG],
      title: "Approved supplier program",
    },
    {
      id: "5.01.02",
      module: "FSMS_1",
      points: 15,
      tags: ["supplier", "records", SUPPLIER_RECORDS_TAG],
      title: "Supplier certificates and letters of guarantee current",
    },
    {
      id: "5.01.03",
      module: "FSMS_1",
      points: 20,
      tags: ["supplier", "verification"],
      title: "Incoming materials inspected on receipt",
    },
    // FSMS_1: calibration
    { id: "6.01.01", module: "FSMS_1", points: 15, tags: ["calibration"], title: "Calibration program and schedule" },
    { id: "6.01.02", module: "FSMS_1", points: 10, tags: ["calibration"], title: "Scales calibrated" },
    { id: "6.01.03", module: "FSMS_1", points: 15, tags: ["calibration"], title: "Thermometers calibrated" },
    {
      id: "6.01.04",
      module: "FSMS_1",
      points: 20,
      tags: ["calibration", "verification"],
      title: "Metal detectors verified",
    },
    // HARVEST_7
    { id: "7.01.01", module: "HARVEST_7", points: 20, tags: ["harvest"], title: "Pre-harvest risk assessment" },
    {
      id: "7.02.01",
      module: "HARVEST_7",
      points: 25,
      tags: ["harvest", "sanitation"],
      title: "Field toilets and hand-washing stations",
    },
    {
      id: "7.03.01",
      module: "HARVEST_7",
      points: 15,
      tags: ["harvest", "sanitation"],
      title: "Harvest tools and containers cleaned",
    },
    {
      id: "7.04.01",
      module: "HARVEST_7",
      points: 20,
      tags: ["harvest", "water"],
      title: "Water used in harvest operations is potable",
    },
    {
      id: "7.05.01",
      module: "HARVEST_7",
      points: 15,
      tags: ["harvest", "training"],
      title: "Harvest crew hygiene practices",
    },
    {
      id: "7.06.01",
      module: "HARVEST_7",
      points: 20,
      tags: ["harvest", "traceability"],
      title: "Harvest lots identified and traceable",
    },
    // PACKINGHOUSE
    {
      id: "P.01.01",
      module: "PACKINGHOUSE",
      points: 20,
      tags: ["processing"],
      title: "Facility layout prevents cross-contamination",
    },
    {
      id: "P.01.02",
      module: "PACKINGHOUSE",
      points: 25,
      tags: ["processing", "sanitation"],
      title: "Building structure maintained in good repair",
    },
    {
      id: "P.02.01",
      module: "PACKINGHOUSE",
      points: 20,
      tags: ["processing", "water"],
      title: "Wash water antimicrobial levels monitored",
    },
    {
      id: "P.02.02",
      module: "PACKINGHOUSE",
      points: 15,
      tags: ["processing", "water"],
      title: "Wash water change schedule followed",
    },
    {
      id: "P.03.01",
      module: "PACKINGHOUSE",
      points: 15,
      tags: ["processing"],
      title: "Packaging materials stored and handled hygienically",
    },
    {
      id: "P.03.02",
      module: "PACKINGHOUSE",
      points: 25,
      tags: ["processing", "sanitation"],
      title: "Food contact surfaces cleaned and verified",
    },
    {
      id: "P.04.01",
      module: "PACKINGHOUSE",
      points: 20,
      tags: ["processing", "calibration"],
      title: "Foreign material and metal detection controls",
    },
    {
      id: "P.04.02",
      module: "PACKINGHOUSE",
      points: 20,
      tags: ["processing"],
      title: "Glass and brittle plastic policy",
    },
    {
      id: "P.05.01",
      module: "PACKINGHOUSE",
      points: 25,
      tags: ["allergen", "processing"],
      title: "Allergen changeover and cleaning validation",
    },
    {
      id: "P.06.01",
      module: "PACKINGHOUSE",
      points: 25,
      tags: ["processing", "traceability"],
      title: "Finished product labelled and lot coded",
    },
    {
      id: "P.06.02",
      module: "PACKINGHOUSE",
      points: 15,
      tags: ["processing", "verification"],
      title: "Finished product release and hold procedure",
    },
    // COLD_STORAGE (no C.05 section in the demo catalogue; C.04.03 is the spec's example id)
    {
      id: "C.01.01",
      module: "COLD_STORAGE",
      points: 25,
      tags: ["storage", "records"],
      title: "Cold room temperatures monitored and recorded",
    },
    {
      id: "C.02.01",
      module: "COLD_STORAGE",
      points: 15,
      tags: ["storage", "sanitation"],
      title: "Coolers and storage areas cleaned to schedule",
    },
    {
      id: "C.03.01",
      module: "COLD_STORAGE",
      points: 20,
      tags: ["storage", "verification"],
      title: "Incoming loads inspected and temperatures checked",
    },
    {
      id: "C.04.01",
      module: "COLD_STORAGE",
      points: 20,
      tags: ["storage"],
      title: "Transport vehicles inspected before loading",
    },
    {
      id: "C.04.02",
      module: "COLD_STORAGE",
      points: 25,
      tags: ["storage"],
      title: "Cold chain maintained during loading and shipping",
    },
    {
      id: "C.04.03",
      module: "COLD_STORAGE",
      points: 20,
      tags: ["storage", "traceability"],
      title: "Shipping records link lots to customers",
    },
    {
      id: "C.06.01",
      module: "COLD_STORAGE",
      points: 15,
      tags: ["storage", "records"],
      title: "Export and import documentation maintained",
    },
  ],
};

/** The validated built-in catalogue; every scope function uses it unless given another. */
export const builtinCatalogue = parseCatalogue(definition);
