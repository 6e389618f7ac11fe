/**
 * The traceability plan of 21 CFR 1.1315: what a site configures for it. The plan names a point of contact
 * for questions about it, with a phone number and an e-mail address (1.1315(a)(4)).
 */
import { z } from "zod";
import { message } from "../i18n/message";
import { fspSignSchema } from "../schemas/library";
import { text } from "../schemas/record-fields";
import type { FtlCategory } from "./food-traceability-list";

export const pointOfContactSchema = z.object({
  name: text("Name", 1, 120),
  phone: z
    .string({ error: "Phone number is required" })
    .trim()
    .regex(/^\+?[0-9 ().-]{7,25}$/, "Enter a phone number (digits, spaces, + ( ) - .)"),
  email: z
    .string({ error: "Enter a valid e-mail address" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid e-mail address")),
});
export type PointOfContact = z.output<typeof pointOfContactSchema>;

/**
 * What a traceability plan says, from the site's configuration (decision 148): the frozen content of a
 * signed version, and what its sha256 binds. Texts that depend on the reader's language (headings, the
 * procedures) are not in it: they are the catalogue's, worded when the plan is shown or printed.
 */
export interface TracePlanContent {
  site: { name: string; address: string };
  /** The products on the Food Traceability List: their product description and FTL category. */
  products: { description: string; ftlCategory: FtlCategory | null }[];
  tlc: { template: string; siteCode: string };
  contact: { name: string; phone: string; email: string } | null;
  /** The site's farms with fields or growing areas: the location description and the fields' names. */
  farms: { description: string; fields: string[] }[];
}

/** What a traceability plan signature means, stored with it (like the Food Safety Plan's). */
export const TRACE_PLAN_SIGNATURE_MEANING =
  "I approve this traceability plan as the procedures this site follows to keep its FSMA 204 records";

/** Why the plan cannot be signed now, or null. */
export const tracePlanSignBlocker = (content: TracePlanContent) =>
  content.contact ? null : message("Set the plan's point of contact before producing the plan");

/** How long a superseded plan is kept: two years after it is superseded (1.1315(b)). */
export const TRACE_PLAN_KEEP_YEARS = 2;

/** Signing a version: the password (and code), and the content hash the signer was shown. */
export const tracePlanSignSchema = fspSignSchema.extend({
  contentHash: z
    .string({ error: "Sign the plan you were shown (its content hash is missing)" })
    .regex(/^[0-9a-f]{64}$/, "Sign the plan you were shown (its content hash is not valid)"),
});
export type TracePlanSignInput = z.infer<typeof tracePlanSignSchema>;

export const tracePlanVersionParamsSchema = z.object({
  siteId: z.string().min(1),
  version: z.coerce
    .number({ error: "Version must be a whole number" })
    .int("Version must be a whole number")
    .min(1, "Version must be 1 or more")
    .max(1_000_000, "Version is too large"),
});

/** A section of the plan as it prints (and as the plan screen shows it), worded in the reader's language. */
export interface TracePlanSection {
  key: "records" | "ftl" | "tlc" | "contact" | "farms";
  heading: string;
  paragraphs: string[];
  groups: { title: string | null; items: string[] }[];
}

export interface TracePlanVersionView {
  version: number;
  contentHash: string;
  printedName: string;
  role: string;
  meaning: string;
  signedAt: string;
  timezone: string;
  /** When the next version was signed (the plan it replaced stays downloadable), and the day it may go. */
  supersededAt: string | null;
  keepUntil: string | null;
}

export interface TracePlanView {
  site: { id: string; name: string; timezone: string };
  /** The plan the configuration gives now, as it will print. */
  sections: TracePlanSection[];
  contentHash: string;
  /** The version the plan now is: the latest signed one when nothing changed since, else the next (a draft). */
  version: number;
  signed: boolean;
  /** Why it cannot be signed yet, in the reader's language. */
  signBlocker: string | null;
  /** Signed versions, newest first. */
  versions: TracePlanVersionView[];
}

/**
 * The clauses a signed traceability plan is evidence for (decision 153): the catalogue's traceability-system
 * questions of the food safety management system, tagged both `traceability` and `fsms` (PrimusGFS 1.10.01
 * "Product traceability system"). The recall clause (1.13.01) is the mock recall drills', not the plan's.
 */
export const tracePlanClauseIds = (clauses: readonly { id: string; tags: readonly string[] }[]): string[] =>
  clauses.filter((c) => c.tags.includes("traceability") && c.tags.includes("fsms")).map((c) => c.id);
