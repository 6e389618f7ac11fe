import { z } from "zod";
import { locatorSchema, verdictSchema } from "../document-audit/contract";
import { documentKindSchema } from "../document-audit/contract";
import { refusalReasons } from "../document-audit/document-types";
import type { PublicAuditResult } from "./public-audit";
import type { KeyValueStore } from "./result-storage";

/** Where the landing's audit result waits for /audit/result (the tab's session storage). */
export const PUBLIC_RESULT_KEY = "clausewise.landing-audit.result";

const citation = z.object({
  document: z.string(),
  documentId: z.string().nullable(),
  locator: locatorSchema,
  quote: z.string(),
});

// Kept apart from saving so the landing page, which only saves, does not ship zod.
const storedSchema = z.object({
  generatedAt: z.string(),
  result: z.object({
    source: z.enum(["sample", "upload"]),
    catalogueId: z.string(),
    auditDate: z.string(),
    modules: z.array(z.string()),
    score: z.number().nullable(),
    points: z.number(),
    pointsAwarded: z.number(),
    documents: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        kind: documentKindSchema,
        mediaType: z.string(),
        ocr: z.boolean(),
        passageCount: z.number(),
      }),
    ),
    unreadable: z.array(z.object({ name: z.string(), reason: z.enum(refusalReasons) })),
    clauses: z.array(
      z.object({
        clauseId: z.string(),
        code: z.string(),
        title: z.string(),
        module: z.string(),
        verdict: verdictSchema,
        points: z.number(),
        pointsAwarded: z.number(),
        findings: z.array(z.object({ text: z.string(), action: z.string(), citations: z.array(citation) })),
        citations: z.array(citation),
      }),
    ),
  }) satisfies z.ZodType<PublicAuditResult>,
});
export type StoredPublicResult = z.output<typeof storedSchema>;

/** The stored result, or undefined when none is held or what is held is not one. */
export function loadPublicResult(store: KeyValueStore): StoredPublicResult | undefined {
  const raw = store.getItem(PUBLIC_RESULT_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
