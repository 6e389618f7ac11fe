import type { FspStatus } from "./fsp";

/** Components a food safety plan must hold (21 CFR 117.126(b)), each met by one plan section. */
export const fspRequirements = [
  { id: "hazard_analysis", citation: "117.126(b)(1)", title: "Written hazard analysis", sectionKey: "hazard_analysis" },
  {
    id: "preventive_controls",
    citation: "117.126(b)(2)",
    title: "Written preventive controls",
    sectionKey: "process_controls",
  },
  { id: "sanitation", citation: "117.135(c)(3)", title: "Sanitation controls", sectionKey: "sanitation_controls" },
  { id: "allergen", citation: "117.135(c)(2)", title: "Food allergen controls", sectionKey: "allergen_controls" },
  { id: "supply_chain", citation: "117.126(b)(3)", title: "Written supply-chain program", sectionKey: "supply_chain" },
  { id: "recall", citation: "117.126(b)(4)", title: "Written recall plan", sectionKey: "recall_plan" },
  { id: "monitoring", citation: "117.126(b)(5)", title: "Written monitoring procedures", sectionKey: "monitoring" },
  {
    id: "corrective_actions",
    citation: "117.126(b)(6)",
    title: "Written corrective action procedures",
    sectionKey: "corrective_actions",
  },
  {
    id: "verification",
    citation: "117.126(b)(7)",
    title: "Written verification procedures",
    sectionKey: "verification_validation",
  },
  { id: "records", citation: "117.190", title: "Records required by the plan", sectionKey: "records" },
] as const;

export type ComplianceState = "met" | "attention" | "missing";

export interface ComplianceRow {
  id: string;
  citation: string;
  title: string;
  sectionTitle: string | null;
  sectionStatus: FspStatus | null;
  state: ComplianceState;
}

/** Each requirement: met when its section is completed, missing when the plan has no such section. */
export function fspCompliance(sections: readonly { key: string; title: string; status: FspStatus }[]): ComplianceRow[] {
  return fspRequirements.map((req) => {
    const section = sections.find((s) => s.key === req.sectionKey);
    return {
      id: req.id,
      citation: req.citation,
      title: req.title,
      sectionTitle: section?.title ?? null,
      sectionStatus: section?.status ?? null,
      state: !section ? "missing" : section.status === "completed" ? "met" : "attention",
    };
  });
}

/** Signature requirement (117.310): signed by the owner, operator or agent in charge and re-signed on modification. */
export function signatureCompliance(signature: { current: boolean } | null): ComplianceState {
  if (!signature) return "missing";
  return signature.current ? "met" : "attention";
}
