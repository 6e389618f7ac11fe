import { z } from "zod";
import { complianceStates, type ComplianceState, type RequiredDocumentStatus } from "../suppliers/compliance";
import {
  supplierDocumentStates,
  supplierDocumentTypes,
  type SupplierDocumentState,
  type SupplierDocumentType,
} from "../suppliers/requirements";
import {
  supplierCategories,
  supplierRiskLevels,
  supplierStatuses,
  type SupplierCategory,
  type SupplierRiskLevel,
  type SupplierStatus,
} from "../suppliers/suppliers";

/**
 * The supplier API's inputs (issue 21, decision 134), shared by the server and, later, the web's forms.
 * Site ids are the sites' slugs, as everywhere in the public JSON (decision 026).
 */
const isoDate = z.iso.date("Use a date (YYYY-MM-DD)");
const category = z.enum(supplierCategories, { message: "Choose a supplier category" });
const riskLevel = z.enum(supplierRiskLevels, { message: "Choose low, medium or high" });
const documentType = z.enum(supplierDocumentTypes, { message: "Choose a document type" });

export const supplierContactSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(120, "Name must be at most 120 characters"),
  email: z.email("Enter a valid e-mail address").max(254, "At most 254 characters").optional(),
  phone: z.string().trim().max(40, "At most 40 characters").optional(),
  role: z.string().trim().max(80, "At most 80 characters").optional(),
});
export type SupplierContact = z.infer<typeof supplierContactSchema>;

const supplierFields = {
  name: z.string().trim().min(2, "Name must be at least 2 characters").max(160, "Name must be at most 160 characters"),
  category,
  riskLevel,
  /** Slugs of the organisation's sites this supplier supplies. */
  siteIds: z
    .array(z.string().trim().min(1, "Choose a site").max(60, "Not a site"))
    .max(50, "At most 50 sites")
    .refine((ids) => new Set(ids).size === ids.length, "A site is listed twice"),
  contacts: z.array(supplierContactSchema).max(10, "At most 10 contacts"),
  /** Products of the FSMA 204 product master data (decision 143) it supplies, by id. */
  productIds: z
    .array(z.uuid("Not a product id"))
    .max(100, "At most 100 products")
    .refine((p) => new Set(p).size === p.length, "A product is listed twice"),
  /** The member told ahead of this supplier's expiries (decision 134); none: the QA managers. */
  ownerId: z.uuid("Not a member id").nullable(),
  notes: z.string().trim().max(2000, "At most 2000 characters"),
};

export const supplierCreateSchema = z.object({
  ...supplierFields,
  siteIds: supplierFields.siteIds.default([]),
  contacts: supplierFields.contacts.default([]),
  productIds: supplierFields.productIds.default([]),
  ownerId: supplierFields.ownerId.default(null),
  notes: supplierFields.notes.default(""),
});
export type SupplierCreateInput = z.infer<typeof supplierCreateSchema>;

/** PATCH: any of the fields; the approval status changes only through its own route. */
export const supplierUpdateSchema = z
  .object(supplierFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Change at least one field");
export type SupplierUpdateInput = z.infer<typeof supplierUpdateSchema>;

export const supplierStatusChangeSchema = z.object({
  status: z.enum(supplierStatuses, { message: "Choose a supplier status" }),
  reason: z
    .string({ error: "Give the reason for this decision" })
    .trim()
    .min(3, "Give the reason for this decision")
    .max(1000, "At most 1000 characters"),
});
export type SupplierStatusChangeInput = z.infer<typeof supplierStatusChangeSchema>;

export const supplierListQuerySchema = z.object({
  site: z.string().trim().min(1, "Not a site").max(60, "Not a site").optional(),
  category: category.optional(),
  status: z.enum(supplierStatuses, { message: "Choose a supplier status" }).optional(),
  compliance: z.enum(complianceStates, { message: "Choose complete, expiring, expired or missing" }).optional(),
});
export type SupplierListQuery = z.infer<typeof supplierListQuerySchema>;

export const supplierRequirementSchema = z.object({
  category,
  riskLevel,
  documentType,
  renewalMonths: z
    .number({ error: "Give the renewal period in months, or null" })
    .int("Whole months")
    .min(1, "At least 1 month")
    .max(120, "At most 120 months")
    .nullable(),
});

export const supplierRequirementsSchema = z.object({
  requirements: z
    .array(supplierRequirementSchema)
    .max(500, "At most 500 requirements")
    .refine(
      (list) => new Set(list.map((r) => `${r.category}/${r.riskLevel}/${r.documentType}`)).size === list.length,
      "A document is required twice for the same category and risk level",
    ),
});
export type SupplierRequirementsInput = z.infer<typeof supplierRequirementsSchema>;

/** The `data` field of a document upload (multipart, with one file in `file`). */
export const supplierDocumentFieldsSchema = z
  .object({
    type: documentType,
    issuedOn: isoDate.optional(),
    expiresOn: isoDate.optional(),
    /** A certificate's score or grade where the scheme gives one ("96.5", "AA", "Superior"). */
    score: z.string().trim().min(1, "Enter the score or grade").max(40, "At most 40 characters").optional(),
    notes: z.string().trim().max(1000, "At most 1000 characters").optional(),
  })
  .refine((d) => !d.issuedOn || !d.expiresOn || d.expiresOn >= d.issuedOn, {
    message: "The expiry date cannot be before the issue date",
    path: ["expiresOn"],
  });
export type SupplierDocumentFields = z.infer<typeof supplierDocumentFieldsSchema>;

/** What a supplier's contact sends through the upload link, with her name. */
export const supplierUploadFieldsSchema = z.intersection(
  supplierDocumentFieldsSchema,
  z.object({
    uploaderName: z
      .string({ error: "Enter your name" })
      .trim()
      .min(2, "Enter your name")
      .max(120, "Name must be at most 120 characters"),
  }),
);
export type SupplierUploadFields = z.infer<typeof supplierUploadFieldsSchema>;

export const supplierDocumentReviewSchema = z
  .object({
    decision: z.enum(["accept", "reject"], { message: "Choose accept or reject" }),
    reason: z.string().trim().max(1000, "At most 1000 characters").default(""),
  })
  .refine((r) => r.decision === "accept" || r.reason.length >= 3, {
    message: "Give the reason for rejecting this document",
    path: ["reason"],
  });
export type SupplierDocumentReviewInput = z.infer<typeof supplierDocumentReviewSchema>;

export const supplierUploadLinkCreateSchema = z.object({
  /** Days the link stays open. */
  expiresInDays: z
    .number({ error: "Give the number of days the link stays open" })
    .int("Whole days")
    .min(1, "At least 1 day")
    .max(90, "At most 90 days")
    .default(14),
  /** The documents asked for; none: any type. */
  documentTypes: z
    .array(documentType)
    .max(supplierDocumentTypes.length, "A document type is listed twice")
    .refine((t) => new Set(t).size === t.length, "A document type is listed twice")
    .default([]),
  /** One of the supplier's contacts' e-mail addresses: the link is e-mailed to her through the outbox. */
  emailTo: z.email("Enter a valid e-mail address").max(254, "At most 254 characters").optional(),
});
export type SupplierUploadLinkCreateInput = z.infer<typeof supplierUploadLinkCreateSchema>;

// Views ------------------------------------------------------------------------------------------------

export interface SupplierDocumentView {
  id: string;
  type: SupplierDocumentType;
  version: number;
  state: SupplierDocumentState;
  issuedOn: string | null;
  expiresOn: string | null;
  score: string | null;
  notes: string;
  fileId: string;
  filename: string;
  contentType: string;
  size: number;
  uploadedByName: string;
  uploadedAt: string;
  /** Through the supplier upload link rather than by a member. */
  viaUploadLink: boolean;
  reviewedByName: string | null;
  reviewedAt: string | null;
  reviewReason: string | null;
}

export interface SupplierListItem {
  id: string;
  name: string;
  category: SupplierCategory;
  riskLevel: SupplierRiskLevel;
  status: SupplierStatus;
  compliance: ComplianceState;
  actionNeeded: boolean;
  nextExpiry: string | null;
  siteIds: string[];
  /** One per required document: the version that counts, its expiry and its state. */
  documents: RequiredDocumentStatus[];
  documentsToReview: number;
  /** Told ahead of its expiries; null: the QA managers and administrators. */
  ownerId: string | null;
  /** The supplier's today (decision 134), the date its compliance is computed at. */
  asOf: string;
}

/** A member the supplier form offers as its owner (`GET /api/suppliers/owners`). */
export interface SupplierOwnerOption {
  id: string;
  name: string;
}

/** A product of the FSMA 204 master data the supplier supplies (decision 143); `siteId` is its site's slug. */
export interface SupplierProductView {
  id: string;
  siteId: string;
  productName: string;
  commodity: string;
  packagingSize: string;
  packagingStyle: string;
  onFoodTraceabilityList: boolean;
}

/** The supplier's FSMA 204 trading partner record at one site (decision 143). */
export interface SupplierTradingPartnerView {
  id: string;
  siteId: string;
  name: string;
  locationCount: number;
}

/** A receiving event whose immediate previous source is one of the supplier's partner locations. */
export interface SupplierReceiptView {
  id: string;
  siteId: string;
  receiveDate: string;
  tlc: string | null;
  productName: string | null;
  quantity: number | null;
  unit: string | null;
}

export const supplierTradingPartnerLinkSchema = z.object({
  /** The site's slug: its trading partners are that site's master data. */
  siteId: z.string({ error: "Choose a site" }).trim().min(1, "Choose a site").max(60, "Not a site"),
  /** An existing trading partner of that site; left out: one is created under the supplier's name. */
  partnerId: z.uuid("Not a trading partner id").optional(),
});
export type SupplierTradingPartnerLinkInput = z.infer<typeof supplierTradingPartnerLinkSchema>;

export interface SupplierView extends SupplierListItem {
  contacts: SupplierContact[];
  products: SupplierProductView[];
  tradingPartners: SupplierTradingPartnerView[];
  /** The latest receipts from its trading partners, newest first (at most 20). */
  receipts: SupplierReceiptView[];
  notes: string;
  statusReason: string | null;
  statusChangedByName: string | null;
  statusChangedAt: string | null;
  /** Every uploaded version, newest first. */
  versions: SupplierDocumentView[];
  /** Every approval decision, newest first (read from the audit trail, decision 134). */
  statusHistory: SupplierStatusDecision[];
  createdAt: string;
}

/** One approval decision: the move, its reason, who took it and when. */
export interface SupplierStatusDecision {
  from: SupplierStatus;
  to: SupplierStatus;
  reason: string;
  byName: string;
  at: string;
}

export { supplierDocumentStates };
