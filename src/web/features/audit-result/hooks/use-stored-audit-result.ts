import { useState } from "react";
import { loadAuditResult } from "@domain/audit-demo/load-audit-result";
import type { AuditResult } from "@domain/audit-demo/types";

/** The demo result the landing page's simulation left in this tab's session, read once. */
export function useStoredAuditResult(): AuditResult | undefined {
  const [result] = useState(() => loadAuditResult(window.sessionStorage));
  return result;
}
