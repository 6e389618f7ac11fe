import { z } from "zod";
import type { AuditResult } from "./types";
import { RESULT_STORAGE_KEY, type KeyValueStore } from "./result-storage";

// Kept apart from saving so the landing page, which only saves, does not ship zod.
const moduleSchema = z.enum(["FSMS", "HARVEST", "PACKINGHOUSE", "COLD_STORAGE"]);

const resultSchema = z.object({
  summary: z.object({
    overallPercent: z.number(),
    modules: z.record(moduleSchema, z.number()),
    counts: z.object({ nc: z.number(), partial: z.number(), na: z.number(), total: z.number() }),
  }),
  findings: z.array(
    z.object({
      severity: z.enum(["NC", "Partial"]),
      clause: z.string(),
      title: z.string(),
      summary: z.string(),
      ownerRole: z.enum(["PCQI", "QA Manager", "Supervisor"]),
      dueDate: z.string(),
      evidenceToClose: z.array(z.string()),
    }),
  ),
  clauses: z.array(
    z.object({
      clause: z.string(),
      module: moduleSchema,
      title: z.string(),
      score: z.union([z.literal(10), z.literal(5), z.literal(0), z.literal("NA")]),
      notes: z.string().optional(),
      evidence: z.array(z.object({ doc: z.string(), ref: z.string() })),
      expectations: z.string(),
    }),
  ),
  generatedAt: z.string(),
}) satisfies z.ZodType<AuditResult>;

/** The stored result, or undefined when none is held or what is held is not a result. */
export function loadAuditResult(store: KeyValueStore): AuditResult | undefined {
  const raw = store.getItem(RESULT_STORAGE_KEY);
  if (raw === null) return undefined;
  try {
    const parsed = resultSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
