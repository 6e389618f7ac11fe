import type { AuditResult } from "./types";

/** Where the demo result lives between the landing page and the result page (the tab's session storage). */
export const RESULT_STORAGE_KEY = "clausewise.audit-demo.result";

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function saveAuditResult(store: KeyValueStore, result: AuditResult): void {
  store.setItem(RESULT_STORAGE_KEY, JSON.stringify(result));
}

export function clearAuditResult(store: KeyValueStore): void {
  store.removeItem(RESULT_STORAGE_KEY);
}
