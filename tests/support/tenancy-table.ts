import type { DemoIds } from "./protected-routes";

/** What a tenancy case may point at: the demo organisation's ids, plus a demo user's session. */
export type TenancyIds = DemoIds & {
  demoSession: string;
  demoExport: string;
  demoDocumentAudit: string;
  demoSchedule: string;
  demoForm: string;
  demoInboxItem: string;
  demoTraceEvent: string;
  demoDrill: string;
  demoRecordImport: string;
};

/**
 * Routes with a path parameter that the tenancy test does not take from `protectedRoutes` (which lists
 * every organisation route): own-account routes and routes `protectedRoutes` marks organisation-wide,
 * pointed at the demo organisation's rows, and routes whose parameter is no organisation's id at all,
 * each with the reason. A route with a parameter found in neither list fails tests/tenancy.test.ts.
 */
export type TenancyCase =
  | { method: string; pattern: string; url: (ids: TenancyIds) => string; body?: unknown; role?: "admin" | "pcqi" }
  | { method: string; pattern: string; notAnId: string };

const token = (reason: string) => (route: string) => {
  const [method, pattern] = route.split(" ") as [string, string];
  return { method, pattern, notAnId: reason };
};

export const tenancyExtras: TenancyCase[] = [
  // The demo organisation's export ZIP is not found for another organisation's administrator.
  {
    method: "GET",
    pattern: "/api/organisation/exports/:id/download",
    url: (ids) => `/api/organisation/exports/${ids.demoExport}/download`,
    role: "admin",
  },
  // The demo organisation's document audit (queued by its QA tech) is not found for another organisation;
  // its documents neither (the audit is looked up first, so any document id gives 404).
  ...[
    "/api/document-audits/:id",
    "/api/document-audits/:id/events",
    "/api/document-audits/:id/documents/:documentId",
    "/api/document-audits/:id/documents/:documentId/file",
    "/api/document-audits/:id/report.pdf",
    "/api/document-audits/:id/report.csv",
  ].map((pattern) => ({
    method: "GET",
    pattern,
    url: (ids: TenancyIds) =>
      pattern.replace(":id", ids.demoDocumentAudit).replace(":documentId", "00000000-0000-4000-8000-000000000000"),
  })),
  // Tracking one of its findings, or listing who may own one, is not found for another organisation either.
  {
    method: "POST",
    pattern: "/api/document-audits/:id/findings",
    url: (ids) => `/api/document-audits/${ids.demoDocumentAudit}/findings`,
    body: {
      clauseId: "1.01.01",
      findingIndex: 0,
      ownerId: "00000000-0000-4000-8000-000000000000",
      dueDate: "2099-01-01",
    },
  },
  {
    method: "GET",
    pattern: "/api/document-audits/:id/finding-owners",
    url: (ids) => `/api/document-audits/${ids.demoDocumentAudit}/finding-owners`,
  },
  // A custom log form of the demo organisation: another organisation neither reads nor versions it.
  { method: "GET", pattern: "/api/forms/:id", url: (ids) => `/api/forms/${ids.demoForm}` },
  {
    method: "PUT",
    pattern: "/api/forms/:id",
    url: (ids) => `/api/forms/${ids.demoForm}`,
    body: { name: "Taken over", fields: [{ key: "x", label: "X", type: "text" }] },
    role: "admin",
  },
  // A log schedule of the demo organisation (made by its administrator) cannot be ended by another.
  {
    method: "POST",
    pattern: "/api/log-schedules/:id/end",
    url: (ids) => `/api/log-schedules/${ids.demoSchedule}/end`,
    body: { endsOn: "2099-01-01" },
    role: "admin",
  },
  // An import of existing logs into the demo organisation's oxnard, undone from the other organisation's
  // own site `oxnard`: the slug is hers, the import is not, so it is not found.
  {
    method: "POST",
    pattern: "/api/sites/:siteId/record-imports/:importId/undo",
    url: (ids) => `/api/sites/oxnard/record-imports/${ids.demoRecordImport}/undo`,
    body: { reason: "Hijacked undo" },
    role: "admin",
  },
  // An item of the demo organisation's yuma inbox (uploaded by its QA tech): not found for another
  // organisation, whatever it asks of it.
  ...[
    ["GET", "file", undefined],
    ["POST", "file-to-record", { recordId: "00000000-0000-4000-8000-000000000000" }],
    ["POST", "file-to-library", { sopId: "00000000-0000-4000-8000-000000000000" }],
    ["POST", "discard", { reason: "Hijacked discard" }],
    ["POST", "approve", { rememberSender: true }],
    ["POST", "reject", { reason: "Hijacked rejection" }],
  ].map(([method, action, body]) => ({
    method: method as string,
    pattern: `/api/inbox-items/:id/${action as string}`,
    url: (ids: TenancyIds) => `/api/inbox-items/${ids.demoInboxItem}/${action as string}`,
    body,
    role: "admin" as const,
  })),
  // A trace event and a mock recall drill of the demo organisation's oxnard, asked of the other organisation's
  // own site `oxnard`: the slug is hers, the rows are not, so each is not found.
  {
    method: "POST",
    pattern: "/api/sites/:siteId/trace-events/:eventId/complete",
    url: (ids) => `/api/sites/oxnard/trace-events/${ids.demoTraceEvent}/complete`,
    body: { kdes: { referenceDocument: { type: "bol", number: "HIJACK-1" } } },
  },
  {
    method: "GET",
    pattern: "/api/sites/:siteId/trace-events/:eventId",
    url: (ids) => `/api/sites/oxnard/trace-events/${ids.demoTraceEvent}`,
  },
  ...[
    ["GET", "", undefined],
    ["GET", "/report", undefined],
    ["POST", "/steps", { step: "trace", note: "Hijacked step" }],
    ["POST", "/close", { conclusion: "Hijacked conclusion" }],
  ].map(([method, tail, body]) => ({
    method: method as string,
    pattern: `/api/sites/:siteId/recall-drills/:drillId${tail as string}`,
    url: (ids: TenancyIds) => `/api/sites/oxnard/recall-drills/${ids.demoDrill}${tail as string}`,
    body,
  })),
  // Another user's session, named by its public id, is not found for the caller.
  { method: "DELETE", pattern: "/api/me/sessions/:sessionId", url: (ids) => `/api/me/sessions/${ids.demoSession}` },
  // Signing the demo yuma plan: the caller's own password is right, the site is not hers.
  {
    method: "POST",
    pattern: "/api/sites/:siteId/fsp/signatures",
    url: () => "/api/sites/yuma/fsp/signatures",
    body: { password: "orchard rows after the frost" },
  },
  // Signing the demo yuma traceability plan: the caller's own password is right, the site is not hers.
  {
    method: "POST",
    pattern: "/api/sites/:siteId/traceability/plan/versions",
    url: () => "/api/sites/yuma/traceability/plan/versions",
    body: { password: "orchard rows after the frost", contentHash: "0".repeat(64) },
  },
  // Public by design: the parameter is a link's secret token (tests/team.test.ts, tests/password-reset.test.ts).
  ...["GET /api/invitations/:ref", "POST /api/invitations/:ref/accept"].map(token("an invitation link's token")),
  ...["GET /api/auth/password-reset/:token"].map(token("a password reset link's token")),
  ...["GET /api/public/supplier-uploads/:token", "POST /api/public/supplier-uploads/:token"].map(
    token("a supplier upload link's token, not a session"),
  ),
  // The worker kiosk authenticates with its station link, not a session (tests/training.test.ts).
  ...[
    "GET /api/kiosk/:token",
    "POST /api/kiosk/:token/identify",
    "GET /api/kiosk/:token/assignments",
    "GET /api/kiosk/:token/assignments/:assignmentId/content",
    "POST /api/kiosk/:token/assignments/:assignmentId/start",
    "POST /api/kiosk/:token/assignments/:assignmentId/attempts",
  ].map(token("a kiosk station link's token, not a session")),
];
