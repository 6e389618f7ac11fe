/**
 * One catalogue namespace per web feature folder (`src/web/features/<name>`), plus `common` for the
 * app shell, `components/` and shared `lib/` strings. Catalogues: `locales/<language>/<namespace>.json`.
 */
export const namespaces = [
  "common",
  "account",
  "ask",
  "audit-log",
  "audit-result",
  "audits",
  "auth",
  "document-audits",
  "employees",
  "errors",
  "kiosk",
  "landing",
  "library",
  "notifications",
  "organisation",
  "outbox",
  "overview",
  "records",
  "recall-drills",
  "scope",
  "search",
  "sites",
  "sso",
  "suppliers",
  "team",
  "today",
  "traceability",
  "training",
] as const;
export type Namespace = (typeof namespaces)[number];

/** Languages with catalogues: the app's (en, es) and Hmong, which only the training station offers. */
export const catalogueLanguages = ["en", "es", "hmn"] as const;
