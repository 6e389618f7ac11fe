import type { PublicAuditResult } from "./public-audit";
import type { KeyValueStore } from "./result-storage";

/** Same key as stored-public-result.ts, which the landing does not load (it holds the zod schema). */
const PUBLIC_RESULT_KEY = "clausewise.landing-audit.result";

export function savePublicResult(store: KeyValueStore, result: PublicAuditResult, generatedAt: Date): void {
  store.setItem(PUBLIC_RESULT_KEY, JSON.stringify({ result, generatedAt: generatedAt.toISOString() }));
}
