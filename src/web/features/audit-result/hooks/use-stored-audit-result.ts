import { useState } from "react";
import { loadPublicResult, type StoredPublicResult } from "@domain/audit-demo/stored-public-result";

/** The audit result the landing page left in this tab's session, read once. */
export function useStoredAuditResult(): StoredPublicResult | undefined {
  const [result] = useState(() => loadPublicResult(window.sessionStorage));
  return result;
}
