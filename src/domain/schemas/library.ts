import { z } from "zod";
import type { AppRole } from "../roles";
import { fspSectionStatusError, fspStatuses } from "../library/fsp";
import { sopCategories, sopStatuses } from "../library/sop-status";
import { templateCategories, type TemplateDefinition } from "../library/templates";

const uuid = z.uuid("Must be a valid id");
const isoDate = z.iso.date("Use a date such as 2026-06-30");

export const fspStatusSchema = z.enum(fspStatuses, { message: `Choose one of ${fspStatuses.join(", ")}` });

export const fspSectionUpdateSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(20, "Describe the section in at least 20 characters")
      .max(20_000, "Keep the section under 20,000 characters"),
    status: fspStatusSchema,
    elements: z
      .array(
        z.object({
          name: z.string().trim().min(2, "Name the element").max(200, "Keep the name under 200 characters"),
          status: fspStatusSchema,
        }),
      )
      .min(1, "A section has at least one element")
      .max(40, "At most 40 elements"),
    changeNote: z
      .string()
      .trim()
      .min(5, "Say what changed and why (at least 5 characters)")
      .max(500, "Keep the note under 500 characters"),
  })
  .superRefine((section, ctx) => {
    const error = fspSectionStatusError(section.status, section.elements);
    if (error) ctx.addIssue({ code: "custom", message: error, path: ["status"] });
  });
export type FspSectionUpdateInput = z.infer<typeof fspSectionUpdateSchema>;

export const fspSignSchema = z.object({
  password: z
    .string({ error: "Re-enter your password to sign" })
    .min(1, "Re-enter your password to sign")
    .max(200, "Password is too long"),
  /** Required when the signer has two-factor authentication on: a current code from her app. */
  code: z.string().trim().max(40, "That code is too long").optional(),
});
export type FspSignInput = z.infer<typeof fspSignSchema>;

const tag = z.string().trim().min(1).max(40, "Keep each tag under 40 characters");

export const sopFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, "Title must be at least 3 characters")
    .max(160, "Title must be at most 160 characters"),
  category: z.enum(sopCategories, { message: `Choose one of ${sopCategories.join(", ")}` }),
  body: z
    .string()
    .trim()
    .min(20, "Write the procedure (at least 20 characters)")
    .max(50_000, "Keep the procedure under 50,000 characters"),
  tags: z.array(tag).max(12, "At most 12 tags"),
  languages: z.array(z.enum(["EN", "ES", "HM"])).min(1, "Choose at least one language"),
  reviewerUserId: uuid.nullable(),
  nextReview: isoDate.nullable(),
  trainingRequired: z.boolean(),
  clauseIds: z
    .array(z.string().regex(/^[0-9A-Z]+\.\d{2}\.\d{2}$/, "Clause ids look like 1.01.01"))
    .max(30, "At most 30 clauses"),
});
export type SopFormInput = z.infer<typeof sopFormSchema>;

export const sopPublishSchema = z.object({
  changeSummary: z
    .string()
    .trim()
    .min(5, "Summarise the change (at least 5 characters)")
    .max(500, "Keep the summary under 500 characters"),
});
export type SopPublishInput = z.infer<typeof sopPublishSchema>;

export const sopStatusChangeSchema = z.object({
  status: z.enum(sopStatuses, { message: `Choose one of ${sopStatuses.join(", ")}` }),
});

export const sopTrainingSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(3, "Title must be at least 3 characters")
      .max(120, "Title must be at most 120 characters"),
    durationMinutes: z
      .number({ error: "Enter the duration in minutes" })
      .int("Whole minutes")
      .min(5, "At least 5 minutes")
      .max(240, "At most 240 minutes"),
    passMark: z
      .number({ error: "Enter the pass mark" })
      .int("Whole percent")
      .min(50, "At least 50 %")
      .max(100, "At most 100 %"),
    question: z.object({
      prompt: z.string().trim().min(5, "Write the question (at least 5 characters)").max(300, "At most 300 characters"),
      options: z
        .array(z.string().trim().min(1, "Write the option").max(200, "At most 200 characters"))
        .min(2, "Give at least 2 options")
        .max(5, "At most 5 options"),
      correctIndex: z.number().int().min(0, "Choose the correct answer"),
    }),
  })
  .refine((v) => v.question.correctIndex < v.question.options.length, {
    message: "Choose one of the options as the correct answer",
    path: ["question", "correctIndex"],
  });
export type SopTrainingInput = z.infer<typeof sopTrainingSchema>;

export const templateDownloadSchema = z.object({ siteId: z.string().min(1, "Choose a site").max(60) });

export const templateListQuerySchema = z.object({
  category: z.enum(templateCategories).optional(),
});

export const idParams = z.object({ id: uuid });
export const sopVersionParams = z.object({
  id: uuid,
  version: z.coerce.number().int().positive("Versions start at 1"),
});

/* ---- What the API answers ---- */

export interface FspElementView {
  name: string;
  status: (typeof fspStatuses)[number];
  lastReview: string | null;
}

export interface FspSectionView {
  id: string;
  key: string;
  title: string;
  content: string;
  status: (typeof fspStatuses)[number];
  elements: FspElementView[];
  reviewer: string | null;
  lastReviewedAt: string | null;
  completedDate: string | null;
  revision: number;
}

export interface FspSignatureView {
  id: string;
  printedName: string;
  role: string;
  meaning: string;
  signedAt: string;
  timezone: string;
  contentHash: string;
  current: boolean;
}

export interface FspView {
  site: { id: string; name: string; timezone: string };
  sections: FspSectionView[];
  progress: number;
  contentHash: string;
  /** When a section last changed (null for a plan without sections). */
  lastChangedAt: string | null;
  latestSignature: FspSignatureView | null;
  signBlocker: string | null;
}

export type FspHistoryEntry =
  | { kind: "signature"; at: string; signature: FspSignatureView }
  | {
      kind: "change";
      at: string;
      id: string;
      sectionTitle: string;
      revision: number;
      changedBy: string;
      note: string;
      statusBefore: string | null;
      statusAfter: string;
    };

export interface SopSummaryView {
  id: string;
  title: string;
  category: (typeof sopCategories)[number];
  status: (typeof sopStatuses)[number];
  version: number | null;
  lastUpdated: string;
  reviewer: { id: string; name: string } | null;
  nextReview: string | null;
  reviewDue: boolean;
  /** The next review date has passed at the SOP's site (a review due today is not overdue yet). */
  reviewOverdue: boolean;
  tags: string[];
  languages: ("EN" | "ES" | "HM")[];
  trainingRequired: boolean;
  clauseIds: string[];
}

export interface SopVersionView {
  version: number;
  title: string;
  category: string;
  body: string;
  tags: string[];
  languages: string[];
  clauseIds: string[];
  changeSummary: string;
  approvedBy: string;
  approvedAt: string;
}

export interface SopDetailView extends SopSummaryView {
  body: string;
  /** Who wrote or edited the working copy since the last publication: they may not approve it. */
  editors: { id: string; name: string }[];
  /** Why Create Training from SOP would be refused for the current version, or null when it can run. */
  trainingBlocker: string | null;
  versions: Omit<SopVersionView, "body">[];
  /** Documents filed into the SOP from a site's document inbox (decision 132); GET /api/library/sops/:id only. */
  attachments?: {
    id: string;
    filename: string;
    contentType: string;
    size: number;
    uploadedByName: string;
    createdAt: string;
    /** A scan's reading by OCR for the search index (decision 157); absent for a file with its own text. */
    ocr?: {
      status: "queued" | "running" | "done" | "failed";
      pagesDone: number;
      pagesTotal: number;
      /** Why it failed, in the reader's language. */
      error: string | null;
    };
  }[];
}

export interface TemplateView {
  id: string;
  name: string;
  category: (typeof templateCategories)[number];
  type: TemplateDefinition["type"];
  format: "CSV" | "PDF";
  description: string;
  lastModified: string;
  downloads: number;
  status: "active" | "retired";
}

export interface ReviewerView {
  id: string;
  name: string;
  /** The sign-in role, for the web to name in the reader's language; `roleLabel` is its English label. */
  role: AppRole;
  roleLabel: string;
}
