import type { SupplierCategory, SupplierRiskLevel } from "./suppliers";

/** The kinds of document that justify an approval. */
export const supplierDocumentTypes = [
  "gfsi_certificate",
  "third_party_audit",
  "letter_of_guarantee",
  "certificate_of_analysis",
  "insurance",
  "pesticide_programme",
  "water_test",
  "food_contact_compliance",
  "pest_control_licence",
  "laboratory_accreditation",
  "sanitation_programme",
  "other",
] as const;
export type SupplierDocumentType = (typeof supplierDocumentTypes)[number];

/** Review states of one uploaded version: only an accepted version counts toward compliance. */
export const supplierDocumentStates = ["to_review", "accepted", "rejected"] as const;
export type SupplierDocumentState = (typeof supplierDocumentStates)[number];

/**
 * One required document for suppliers of a category at a risk level. `renewalMonths`: how often it is
 * renewed; a version uploaded without an expiry date expires that many months after its issue date
 * (null: it never expires on its own, e.g. a food-contact compliance letter until the material changes).
 */
export interface SupplierRequirement {
  category: SupplierCategory;
  riskLevel: SupplierRiskLevel;
  documentType: SupplierDocumentType;
  renewalMonths: number | null;
}

type Needed = [SupplierDocumentType, number | null][];

/** What every risk level of a category needs, then what medium and high risk add. */
const base: Record<SupplierCategory, { all: Needed; medium?: Needed; high?: Needed }> = {
  grower: {
    all: [
      ["letter_of_guarantee", 12],
      ["water_test", 12],
    ],
    medium: [["pesticide_programme", 12]],
    high: [["gfsi_certificate", 12]],
  },
  ingredients: {
    all: [["letter_of_guarantee", 12]],
    medium: [["certificate_of_analysis", 12]],
    high: [["gfsi_certificate", 12]],
  },
  packaging: {
    all: [["food_contact_compliance", null]],
    medium: [["letter_of_guarantee", 12]],
    high: [["gfsi_certificate", 12]],
  },
  chemicals: {
    all: [["letter_of_guarantee", 12]],
    medium: [["certificate_of_analysis", 12]],
  },
  pest_control: {
    all: [
      ["pest_control_licence", 12],
      ["insurance", 12],
    ],
  },
  laboratory: {
    all: [["laboratory_accreditation", 24]],
    medium: [["insurance", 12]],
  },
  transport: {
    all: [["insurance", 12]],
    medium: [["sanitation_programme", 12]],
    high: [["third_party_audit", 12]],
  },
  services: {
    all: [["insurance", 12]],
  },
};

/** The built-in requirements of a category and risk level (an organisation may replace them all). */
export function defaultRequirementsFor(
  category: SupplierCategory,
  riskLevel: SupplierRiskLevel,
): SupplierRequirement[] {
  const rule = base[category];
  const needed: Needed = [
    ...rule.all,
    ...(riskLevel !== "low" ? (rule.medium ?? []) : []),
    ...(riskLevel === "high" ? (rule.high ?? []) : []),
  ];
  return needed.map(([documentType, renewalMonths]) => ({ category, riskLevel, documentType, renewalMonths }));
}

/** Every built-in requirement, category by category and risk by risk. */
export function defaultRequirements(): SupplierRequirement[] {
  return (Object.keys(base) as SupplierCategory[]).flatMap((category) =>
    (["low", "medium", "high"] as const).flatMap((risk) => defaultRequirementsFor(category, risk)),
  );
}

/** English names of the document types (the key of their translations in the server's catalogue). */
export const supplierDocumentTypeLabels: Record<SupplierDocumentType, string> = {
  gfsi_certificate: "GFSI certificate",
  third_party_audit: "Third-party audit",
  letter_of_guarantee: "Letter of guarantee",
  certificate_of_analysis: "Certificate of analysis",
  insurance: "Insurance certificate",
  pesticide_programme: "Pesticide programme",
  water_test: "Water test",
  food_contact_compliance: "Food-contact compliance letter",
  pest_control_licence: "Pest control licence",
  laboratory_accreditation: "Laboratory accreditation",
  sanitation_programme: "Sanitation programme",
  other: "Other document",
};
