/**
 * Requirement summaries for the 13 clause numbers the demo can show (spec §3, "clause text lookup").
 * We do not hold the licensed PrimusGFS wording, so each entry is a plain-language summary of what
 * the requirement asks for; the dialog says so.
 */
export interface ClauseText {
  title: string;
  text: string;
}

export const clauseTexts: Readonly<Record<string, ClauseText>> = {
  "1.01.01": {
    title: "Food safety policy",
    text: "Senior management has a written food safety policy that states the operation's commitment to producing safe product, is signed and dated, is reviewed at least once a year and is communicated to all workers.",
  },
  "1.02.01": {
    title: "Food safety management system responsibilities",
    text: "The food safety management system is documented, and the people responsible for it are named with their duties, authority and deputies, so that food safety decisions can always be made.",
  },
  "1.03.01": {
    title: "Document and record control",
    text: "Food safety documents are version-controlled and approved before use, obsolete versions are withdrawn, and records are legible, kept secure and retained for at least the period required by law or the customer.",
  },
  "1.04.01": {
    title: "Internal audits",
    text: "A documented internal audit program covers every part of the food safety system at least once a year, is carried out by trained people, and records findings with corrective actions and their verification.",
  },
  "2.01.01": {
    title: "Document control procedure",
    text: "A written procedure describes how food safety documents are created, reviewed, approved, distributed and changed, and who may do each of these.",
  },
  "3.01.01": {
    title: "Traceability and mock recall",
    text: "Product can be traced one step back to its source and one step forward to its customer, and a mock recall is run and documented at least every year, with results reconciled within a few hours.",
  },
  "4.01.01": {
    title: "Site map and history",
    text: "A current map of the site shows growing areas, water sources, buildings and adjacent land use, and the site's previous uses are assessed for food safety hazards.",
  },
  "5.01.01": {
    title: "Food safety risk assessment",
    text: "A documented risk assessment identifies the biological, chemical and physical hazards of the operation, evaluates their likelihood and severity, and names the controls that manage them. It is reviewed at least yearly and after any significant change.",
  },
  "6.01.01": {
    title: "Agricultural water assessment",
    text: "Every source of water that contacts the crop or food-contact surfaces is identified, its risks assessed, and it is tested on a schedule that matches its risk, with actions defined for results above the limits.",
  },
  "7.01.02": {
    title: "Pre-harvest assessment",
    text: "Before each harvest the field is inspected and the inspection is recorded, covering animal intrusion, flooding, adjacent land use and other contamination risks, with a documented decision on whether to harvest.",
  },
  "7.02.04": {
    title: "Harvest containers and tools",
    text: "Harvest containers, tools and equipment that touch product are cleaned and, where needed, sanitised on a defined schedule, are inspected before use, and their cleaning is recorded.",
  },
  "7.03.05": {
    title: "Harvest worker hygiene training",
    text: "Harvest workers are trained in personal hygiene, hand washing, illness reporting and the handling of cuts or blood before starting work and at least every year, and the training is recorded with signatures.",
  },
  "8.01.01": {
    title: "Post-harvest cooling and cold chain",
    text: "Where product is cooled or stored, temperatures are monitored and recorded against defined limits, cooling equipment is maintained, and deviations trigger documented corrective actions.",
  },
};

export const CLAUSE_TEXT_UNAVAILABLE = "Clause text not available for this clause number.";

export function lookupClauseText(clause: string): ClauseText | undefined {
  return Object.hasOwn(clauseTexts, clause) ? clauseTexts[clause] : undefined;
}
