import type { Permission } from "../../src/domain/permissions";

/** Routes open without a session: health, public configuration, sign-in itself, and the worker kiosk
 *  (which authenticates with its station-link token instead). Every other API route must be listed below. */
export const publicRoutePatterns = [
  /^\/api\/health$/,
  /^\/api\/public-config$/,
  /^\/api\/auth\//,
  /^\/api\/kiosk\//,
  /^\/api\/organisations$/, // sign-up
  /^\/api\/public\//, // the landing page's audit (decision 111)
];

/** Open routes that share a path with protected ones: the invitee's side of an invitation link. */
export const publicRoutes = [
  { method: "GET", url: "/api/invitations/:ref" },
  { method: "POST", url: "/api/invitations/:ref/accept" },
] as const;

/** Routes every signed-in user may call about her own account only (no permission; 401 without a session). */
export const ownAccountRoutes = [
  { method: "PATCH", url: "/api/me" },
  { method: "POST", url: "/api/me/password" },
  { method: "GET", url: "/api/account/notification-preferences" },
  { method: "PUT", url: "/api/account/notification-preferences" },
  { method: "GET", url: "/api/me/sessions" },
  { method: "DELETE", url: "/api/me/sessions" },
  { method: "DELETE", url: "/api/me/sessions/:sessionId" },
  { method: "GET", url: "/api/me/two-factor" },
  { method: "POST", url: "/api/me/two-factor/enrolment" },
  { method: "POST", url: "/api/me/two-factor/confirm" },
  { method: "POST", url: "/api/me/two-factor/recovery-codes" },
  { method: "POST", url: "/api/me/two-factor/disable" },
] as const;

/**
 * Every route that reads or writes organisation data, pointed at the demo organisation's own data.
 * The permission test calls each with every role that lacks the permission (expects 403); the
 * tenancy test calls each as the other organisation (expects 404). Areas add their routes here.
 */
export interface ProtectedRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string | ((ids: DemoIds) => string);
  permission: Permission;
  body?: unknown;
  /** Set when the route is about the caller's organisation as a whole (lists, logs): no 404 is possible. */
  orgWide?: boolean;
}

/** Ids of demo-organisation rows, looked up once per test file. */
export interface DemoIds {
  users: Record<string, string>;
  training?: import("./training-ids").TrainingIds;
  library?: { fspSection: string; sop: string; template: string };
  audits?: import("./audit-ids").AuditIds;
  records?: import("./records-ids").RecordIds;
  /** An item of yuma's document inbox, where a test made one (the demo has none). */
  inboxItem?: string;
  suppliers?: import("./supplier-ids").SupplierIds;
}

/** An id no row has: for routes listed only so the route checks see them. */
const noRow = "00000000-0000-4000-8000-000000000000";

export const protectedRoutes: ProtectedRoute[] = [
  // Employees and training (issues 7 and 9). Site lists at yuma; rows are yuma's seeded rows.
  { method: "GET", url: "/api/employees", permission: "employees.read", orgWide: true },
  {
    method: "POST",
    url: "/api/employees",
    permission: "employees.manage",
    body: {
      employeeCode: "YU-9999",
      name: "Hijacked Name",
      jobRole: "harvest_crew",
      site: "yuma",
      hireDate: "2020-01-01",
    },
    orgWide: true,
  },
  {
    method: "POST",
    url: "/api/employees/import",
    permission: "employees.manage",
    body: { csv: "Employee ID,Name,Role,Site,Hire Date\nYU-9998,New Person,Sanitation,yuma,2024-01-01" },
    orgWide: true,
  },
  { method: "GET", url: (ids) => `/api/employees/${ids.training?.employee}`, permission: "employees.read" },
  {
    method: "PUT",
    url: (ids) => `/api/employees/${ids.training?.employee}`,
    permission: "employees.manage",
    body: {
      employeeCode: "YU-0201",
      name: "Hijacked Name",
      jobRole: "harvest_crew",
      site: "yuma",
      hireDate: "2020-01-01",
    },
  },
  {
    method: "POST",
    url: (ids) => `/api/employees/${ids.training?.employee}/deactivate`,
    permission: "employees.manage",
  },
  { method: "GET", url: "/api/sites/yuma/training/modules", permission: "training.read" },
  { method: "GET", url: (ids) => `/api/training/modules/${ids.training?.module}`, permission: "training.read" },
  {
    method: "POST",
    url: "/api/training/modules",
    permission: "training.manage",
    body: {
      title: "Hijacked",
      clauses: [],
      languages: ["EN"],
      durationMinutes: 10,
      passMark: 80,
      answerKey: [0],
      content: {
        EN: {
          sections: [{ heading: "Hi", body: "Ten characters at least" }],
          questions: [{ prompt: "Which one?", options: ["A", "B"] }],
        },
      },
    },
    orgWide: true,
  },
  {
    method: "PUT",
    url: (ids) => `/api/training/modules/${ids.training?.module}`,
    permission: "training.manage",
    body: {
      title: "Hijacked",
      clauses: [],
      languages: ["EN"],
      durationMinutes: 10,
      passMark: 80,
      answerKey: [0],
      content: {
        EN: {
          sections: [{ heading: "Hi", body: "Ten characters at least" }],
          questions: [{ prompt: "Which one?", options: ["A", "B"] }],
        },
      },
    },
  },
  { method: "GET", url: "/api/sites/yuma/training/matrix", permission: "training.read" },
  { method: "GET", url: "/api/sites/yuma/training/coverage", permission: "training.read" },
  { method: "GET", url: "/api/sites/yuma/training/assignments", permission: "training.read" },
  { method: "GET", url: (ids) => `/api/training/assignments/${ids.training?.assignment}`, permission: "training.read" },
  {
    method: "PUT",
    url: (ids) => `/api/training/assignments/${ids.training?.assignment}/trainer`,
    permission: "training.manage",
    body: { trainerName: "Rosa Vega" },
  },
  {
    method: "POST",
    url: "/api/sites/yuma/training/assignments",
    permission: "training.assign",
    body: {
      moduleId: "00000000-0000-4000-8000-000000000000",
      target: "role",
      jobRole: "forklift",
      dueDate: "2030-01-01",
    },
  },
  { method: "GET", url: "/api/sites/yuma/training/sessions", permission: "training.read" },
  { method: "GET", url: "/api/sites/yuma/training/kiosks", permission: "training.manage" },
  {
    method: "POST",
    url: "/api/sites/yuma/training/kiosks",
    permission: "training.manage",
    body: { stationName: "Hijack station", device: "station" },
  },
  { method: "POST", url: (ids) => `/api/training/kiosks/${ids.training?.kiosk}/rotate`, permission: "training.manage" },
  { method: "POST", url: (ids) => `/api/training/kiosks/${ids.training?.kiosk}/revoke`, permission: "training.manage" },
  // Audits (issue 8). Site lists at yuma (the other organisation has no yuma); rows by seeded uuid.
  { method: "GET", url: "/api/sites/yuma/internal-audits", permission: "audits.read" },
  { method: "GET", url: "/api/sites/yuma/internal-audits/options", permission: "audits.read" },
  {
    method: "POST",
    url: "/api/internal-audits",
    permission: "audits.run",
    body: {
      type: "full",
      date: "2026-12-01",
      auditorId: "00000000-0000-4000-8000-000000000000",
      siteId: "yuma",
      scopeKind: "modules",
      scopeIds: ["FSMS_1"],
    },
  },
  { method: "GET", url: (ids) => `/api/internal-audits/${ids.audits?.internalAudit}`, permission: "audits.read" },
  { method: "POST", url: (ids) => `/api/internal-audits/${ids.audits?.internalAudit}/start`, permission: "audits.run" },
  {
    method: "POST",
    url: (ids) => `/api/internal-audits/${ids.audits?.internalAudit}/complete`,
    permission: "audits.run",
  },
  {
    method: "PATCH",
    url: (ids) => `/api/internal-audits/${ids.audits?.internalAudit}/items/${ids.audits?.item}`,
    permission: "audits.run",
    body: { notes: "Hijacked" },
  },
  {
    method: "POST",
    url: (ids) => `/api/internal-audits/${ids.audits?.internalAudit}/items/${ids.audits?.item}/files`,
    permission: "audits.run",
  },
  { method: "GET", url: "/api/sites/yuma/audit-findings", permission: "audits.read" },
  { method: "GET", url: "/api/sites/yuma/finding-owners", permission: "audits.run" },
  {
    method: "PATCH",
    url: (ids) => `/api/audit-findings/${ids.audits?.finding}`,
    permission: "audits.run",
    body: { dueDate: "2027-01-01" },
  },
  {
    method: "POST",
    url: (ids) => `/api/audit-findings/${ids.audits?.finding}/close`,
    permission: "audits.run",
    body: { items: [] },
  },
  { method: "GET", url: "/api/sites/yuma/external-audits", permission: "audits.read" },
  {
    method: "POST",
    url: "/api/external-audits",
    permission: "audits.run",
    body: {
      certificationBody: "Body",
      auditType: "Certification",
      date: "2026-12-01",
      auditor: "A. Auditor",
      siteId: "yuma",
    },
  },
  {
    method: "POST",
    url: (ids) => `/api/external-audits/${ids.audits?.externalAudit}/report`,
    permission: "audits.upload_report",
    body: { score: 90 },
  },
  {
    method: "POST",
    url: (ids) => `/api/external-audits/${ids.audits?.externalAudit}/response`,
    permission: "audits.run",
    body: { notes: "Hijacked" },
  },
  // Working calendars and log schedules (issue 19); one schedule's route is in tenancy-table.ts.
  { method: "GET", url: "/api/sites/yuma/working-calendar", permission: "records.read" },
  {
    method: "PUT",
    url: "/api/sites/yuma/working-calendar",
    permission: "schedules.manage",
    body: { operatingWeekdays: [7], closures: [] },
  },
  { method: "GET", url: "/api/sites/yuma/log-schedules", permission: "records.read" },
  {
    method: "POST",
    url: "/api/sites/yuma/log-schedules",
    permission: "schedules.manage",
    body: { formId: "pest", frequency: { kind: "daily", dueTime: "03:00" }, ownerRole: "viewer" },
  },
  {
    method: "POST",
    url: `/api/log-schedules/${noRow}/end`,
    permission: "schedules.manage",
    body: { endsOn: "2020-01-01" },
  },
  { method: "GET", url: "/api/sites/yuma/expected-logs?from=2026-01-01&to=2026-01-31", permission: "records.read" },
  // Log forms (issue 19, decision 138); one custom form's routes are in tenancy-table.ts.
  { method: "GET", url: "/api/forms", permission: "records.read", orgWide: true },
  {
    method: "POST",
    url: "/api/forms",
    permission: "forms.manage",
    body: { name: "Hijacked form", fields: [{ key: "x", label: "X", type: "text" }] },
    orgWide: true,
  },
  { method: "GET", url: `/api/forms/${noRow}`, permission: "records.read" },
  {
    method: "PUT",
    url: `/api/forms/${noRow}`,
    permission: "forms.manage",
    body: { name: "Hijacked form", fields: [{ key: "x", label: "X", type: "text" }] },
  },
  // FSMA 204 traceability (issue 20, decision 133): master data, the TLC format, events, traces, exports.
  ...["trace-products", "trace-locations", "trading-partners"].map((area) => ({
    method: "GET" as const,
    url: `/api/sites/yuma/${area}`,
    permission: "trace.read" as const,
  })),
  {
    method: "POST",
    url: "/api/sites/yuma/trace-products",
    permission: "trace.manage",
    body: {
      productName: "Hijacked romaine",
      commodity: "Romaine lettuce",
      packagingSize: "24 ct",
      packagingStyle: "carton",
      onFoodTraceabilityList: false,
    },
  },
  {
    method: "PUT",
    url: `/api/sites/yuma/trace-products/${noRow}`,
    permission: "trace.manage",
    body: {
      productName: "Hijacked romaine",
      commodity: "Romaine lettuce",
      packagingSize: "24 ct",
      packagingStyle: "carton",
      onFoodTraceabilityList: false,
    },
  },
  ...(["POST", "PUT"] as const).map((method) => ({
    method,
    url: method === "POST" ? "/api/sites/yuma/trace-locations" : `/api/sites/yuma/trace-locations/${noRow}`,
    permission: "trace.manage" as const,
    body: {
      location: {
        kind: "packinghouse",
        businessName: "Hijacked packhouse",
        phone: "+1 805 555 0100",
        address: "1 Main St",
        city: "Yuma",
        state: "AZ",
        postalCode: "85364",
      },
    },
  })),
  ...(["POST", "PUT"] as const).map((method) => ({
    method,
    url: method === "POST" ? "/api/sites/yuma/trading-partners" : `/api/sites/yuma/trading-partners/${noRow}`,
    permission: "trace.manage" as const,
    body: { name: "Hijacked partner", roles: ["supplier"] },
  })),
  { method: "GET", url: "/api/sites/yuma/tlc-format", permission: "trace.read" },
  {
    method: "PUT",
    url: "/api/sites/yuma/tlc-format",
    permission: "trace.manage",
    body: { siteCode: "HIJACK", template: "{SITE}-{SEQ}" },
  },
  { method: "GET", url: "/api/sites/yuma/traceability/lots/NO-LOT/labels.pdf", permission: "trace.read" },
  { method: "GET", url: "/api/sites/yuma/traceability/lots?code=NO-LOT", permission: "trace.read" },
  { method: "GET", url: "/api/sites/yuma/traceability/plan/contact", permission: "trace.read" },
  { method: "GET", url: "/api/sites/yuma/traceability/plan.pdf", permission: "trace.read" },
  { method: "GET", url: "/api/sites/yuma/traceability/plan", permission: "trace.read" },
  { method: "GET", url: "/api/sites/yuma/traceability/plan/versions/1/pdf", permission: "trace.read" },
  // The outsider is an admin, who can never hold trace.plan.sign: its tenancy case is in tests/support/tenancy-table.ts.
  {
    method: "POST",
    url: "/api/sites/yuma/traceability/plan/versions",
    permission: "trace.plan.sign",
    body: { password: "clausewise-demo", contentHash: "0".repeat(64) },
    orgWide: true,
  },
  {
    method: "PUT",
    url: "/api/sites/yuma/traceability/plan/contact",
    permission: "trace.plan.edit",
    body: { name: "Hijacker", phone: "+1 805 555 0199", email: "hijack@example.com" },
  },
  { method: "GET", url: "/api/sites/yuma/trace-events", permission: "trace.read" },
  {
    method: "POST",
    url: "/api/sites/yuma/trace-events",
    permission: "trace.capture",
    body: {
      type: "first_land_based_receiving",
      product: { productName: "Hijacked tuna", packagingSize: "bulk", packagingStyle: "tote" },
      quantity: { value: 1, unit: "pounds" },
      harvestDates: { from: "2026-01-01", to: "2026-01-02" },
      harvestLocations: ["21.5N 158.2W"],
      receivingLocation: {
        businessName: "Hijacked dock",
        phone: "+1 808 555 0100",
        address: "1 Pier",
        city: "Honolulu",
        state: "HI",
        postalCode: "96813",
      },
      receiveDate: "2026-01-03",
      referenceDocument: { type: "receipt", number: "HIJACK-1" },
    },
  },
  { method: "GET", url: "/api/trace/lots/YUMA-260101-001?direction=forward", permission: "trace.read" },
  {
    method: "GET",
    url: "/api/sites/yuma/traceability/fda-spreadsheet?from=2026-01-01&to=2026-01-31&format=csv",
    permission: "trace.export",
  },
  { method: "GET", url: "/api/sites/yuma/traceability/completeness", permission: "trace.read" },
  // GS1 EPCIS 2.0 JSON interchange (decision 150).
  {
    method: "GET",
    url: "/api/sites/yuma/traceability/epcis?from=2026-01-01&to=2026-01-31",
    permission: "trace.export",
  },
  { method: "POST", url: "/api/sites/yuma/trace-events/epcis", permission: "trace.capture", body: {} },
  // One event with what it lacks (the completion screen), and importing events from a spreadsheet (decision 144).
  { method: "GET", url: `/api/sites/yuma/trace-events/${noRow}`, permission: "trace.read" },
  { method: "POST", url: "/api/sites/yuma/trace-imports/preview", permission: "trace.capture", body: {} },
  { method: "POST", url: "/api/sites/yuma/trace-imports", permission: "trace.capture", body: {} },
  { method: "GET", url: "/api/sites/yuma/trace-imports", permission: "trace.read" },
  // Completing an event's missing KDEs; tenancy-table.ts points it at a demo oxnard event.
  {
    method: "POST",
    url: `/api/sites/yuma/trace-events/${noRow}/complete`,
    permission: "trace.capture",
    body: { kdes: { referenceDocument: { type: "bol", number: "HIJACK-1" } } },
  },
  // The FDA 24-hour requests answered from the site's records.
  { method: "GET", url: "/api/sites/yuma/traceability/fda-requests", permission: "trace.export" },
  // Mock recall drills; tenancy-table.ts points the routes of one drill at a demo drill.
  { method: "GET", url: "/api/sites/yuma/recall-drills", permission: "trace.read" },
  { method: "POST", url: "/api/sites/yuma/recall-drills", permission: "holds.place", body: { tlc: "HIJACK-1" } },
  ...["", "/report"].map((tail) => ({
    method: "GET" as const,
    url: `/api/sites/yuma/recall-drills/${noRow}${tail}`,
    permission: "trace.read" as const,
  })),
  {
    method: "POST",
    url: `/api/sites/yuma/recall-drills/${noRow}/steps`,
    permission: "holds.place",
    body: { step: "trace", note: "Hijacked step" },
  },
  {
    method: "POST",
    url: `/api/sites/yuma/recall-drills/${noRow}/close`,
    permission: "holds.place",
    body: { conclusion: "Hijacked conclusion" },
  },
  { method: "GET", url: "/api/sites/yuma/evidence-packs", permission: "audits.read" },
  // Document audits (issue 17); the routes of one audit are in tenancy-table.ts (the demo has none seeded).
  { method: "GET", url: "/api/sites/yuma/document-audits", permission: "audits.read" },
  { method: "POST", url: "/api/sites/yuma/document-audits", permission: "evidence.generate" },
  // Every role may read (audits.read), so these only need listing; tenancy-table.ts points them at a demo audit.
  ...["", "/events", `/documents/${noRow}`, `/documents/${noRow}/file`, "/report.pdf", "/report.csv"].map((tail) => ({
    method: "GET" as const,
    url: `/api/document-audits/${noRow}${tail}`,
    permission: "audits.read" as const,
  })),
  // Tracking a finding of the report (decision 118) is for those who may manage findings.
  {
    method: "POST",
    url: `/api/document-audits/${noRow}/findings`,
    permission: "audits.run",
    body: { clauseId: "1.01.01", findingIndex: 0, ownerId: noRow, dueDate: "2099-01-01" },
  },
  { method: "GET", url: `/api/document-audits/${noRow}/finding-owners`, permission: "audits.run" },
  {
    method: "POST",
    url: "/api/evidence-packs",
    permission: "evidence.generate",
    body: { siteId: "yuma", rangeDays: 7, clauses: ["fsms"], format: "pdf" },
  },
  { method: "GET", url: (ids) => `/api/evidence-packs/${ids.audits?.pack}`, permission: "audits.read" },
  {
    method: "GET",
    url: (ids) => `/api/evidence-packs/${ids.audits?.pack}/files/${ids.audits?.packFile}`,
    permission: "audits.read",
  },
  { method: "GET", url: "/api/sites", permission: "sites.read", orgWide: true },
  { method: "GET", url: "/api/search?q=oxnard", permission: "search.use", orgWide: true },
  // Ask: questions about the caller's organisation's records, and her own history of them.
  {
    method: "POST",
    url: "/api/ask",
    permission: "search.use",
    body: { question: "When was the last cooler temperature log?" },
    orgWide: true,
  },
  { method: "GET", url: "/api/ask/history", permission: "search.use", orgWide: true },
  { method: "GET", url: "/api/ask/history.csv", permission: "search.use", orgWide: true },
  { method: "GET", url: "/api/notifications", permission: "notifications.read", orgWide: true },
  // Background-job progress (issue 14): a server-sent event stream of the caller's organisation.
  { method: "GET", url: "/api/events", permission: "notifications.read", orgWide: true },
  { method: "GET", url: "/api/admin/outbox", permission: "outbox.read", orgWide: true },
  {
    method: "POST",
    url: "/api/notifications/read",
    permission: "notifications.read",
    body: { all: true },
    orgWide: true,
  },
  { method: "GET", url: "/api/sites/yuma", permission: "sites.read" },
  {
    method: "PATCH",
    url: "/api/sites/yuma",
    permission: "sites.manage",
    body: { name: "Hijacked", address: "1 Main Street", timezone: "UTC" },
  },
  {
    method: "POST",
    url: "/api/sites",
    permission: "sites.manage",
    body: { slug: "newsite", name: "New site", address: "1 Main Street", timezone: "UTC", type: "grower" },
    orgWide: true,
  },
  { method: "PUT", url: "/api/me/current-site", permission: "sites.read", body: { siteId: "yuma" } },
  { method: "GET", url: "/api/first-run", permission: "sites.read", orgWide: true },
  // Overview area (issue 4): the dashboard and its readiness target.
  { method: "GET", url: "/api/sites/yuma/overview?days=30", permission: "overview.read" },
  { method: "PUT", url: "/api/sites/yuma/readiness-target", permission: "overview.configure", body: { target: 90 } },
  // Scope area (issue 5): the wizard's draft, confirmation, applicable clauses and N/A marks.
  { method: "GET", url: "/api/sites/yuma/scope", permission: "scope.read" },
  { method: "PUT", url: "/api/sites/yuma/scope", permission: "scope.edit", body: {} },
  { method: "POST", url: "/api/sites/yuma/scope/confirm", permission: "scope.confirm", body: {} },
  { method: "GET", url: "/api/sites/yuma/clauses", permission: "scope.read" },
  {
    method: "POST",
    url: "/api/sites/yuma/clauses/1.01.01/na",
    permission: "scope.edit",
    body: { rationale: "Not applicable at this site at all" },
  },
  { method: "DELETE", url: "/api/sites/yuma/clauses/1.01.01/na", permission: "scope.edit" },
  { method: "GET", url: "/api/audit-log", permission: "audit_log.read", orgWide: true },
  { method: "GET", url: "/api/audit-log/status", permission: "audit_log.read", orgWide: true },
  // The organisation's own export and deletion (issue 14). The download's other-organisation 404 is
  // tested in tests/organisation-export.test.ts (the demo organisation has no export to point at here).
  { method: "GET", url: "/api/organisation/exports", permission: "organisation.manage", orgWide: true },
  { method: "POST", url: "/api/organisation/exports", permission: "organisation.manage", orgWide: true },
  {
    method: "GET",
    url: "/api/organisation/exports/00000000-0000-4000-8000-000000000000/download",
    permission: "organisation.manage",
    orgWide: true,
  },
  { method: "GET", url: "/api/organisation/deletion", permission: "organisation.manage", orgWide: true },
  {
    method: "POST",
    url: "/api/organisation/deletion",
    permission: "organisation.manage",
    body: { password: "not-the-password" },
    orgWide: true,
  },
  { method: "DELETE", url: "/api/organisation/deletion", permission: "organisation.manage", orgWide: true },
  { method: "POST", url: "/api/audit-log/verifications", permission: "audit_log.verify", orgWide: true },
  { method: "POST", url: "/api/audit-log/checkpoints", permission: "audit_log.verify", orgWide: true },
  { method: "GET", url: "/api/users", permission: "users.manage", orgWide: true },
  { method: "GET", url: "/api/organisation/two-factor", permission: "users.manage", orgWide: true },
  {
    method: "PUT",
    url: "/api/organisation/two-factor",
    permission: "users.manage",
    body: { requiredRoles: [] },
    orgWide: true,
  },
  { method: "POST", url: (ids) => `/api/users/${ids.users.viewer}/deactivate`, permission: "users.manage" },
  {
    method: "PUT",
    url: (ids) => `/api/users/${ids.users.viewer}`,
    permission: "users.manage",
    body: { role: "admin" },
  },
  { method: "GET", url: "/api/organisation/sso", permission: "users.manage", orgWide: true },
  {
    method: "PUT",
    url: "/api/organisation/sso",
    permission: "users.manage",
    body: {
      enabled: true,
      issuerUrl: "http://127.0.0.1:9",
      clientId: "hijacked",
      clientSecret: "hijacked-secret",
      allowedDomains: ["clausewise.demo"],
      defaultRole: "admin",
      jitEnabled: true,
    },
    orgWide: true,
  },
  { method: "GET", url: "/api/invitations", permission: "users.manage", orgWide: true },
  {
    method: "POST",
    url: "/api/invitations",
    permission: "users.manage",
    body: { email: "intruder@example.test", role: "admin" },
    orgWide: true,
  },
  // A made-up id: the API tests in tests/team.test.ts prove another organisation's real invitation is 404.
  {
    method: "POST",
    url: "/api/invitations/00000000-0000-4000-8000-0000000000aa/resend",
    permission: "users.manage",
  },
  { method: "DELETE", url: "/api/invitations/00000000-0000-4000-8000-0000000000aa", permission: "users.manage" },
  // Library (issue 9). Rows at yuma: the other organisation has an "oxnard" site but no "yuma".
  { method: "GET", url: "/api/sites/yuma/fsp", permission: "library.read" },
  { method: "GET", url: "/api/sites/yuma/fsp/history", permission: "library.read" },
  { method: "GET", url: "/api/sites/yuma/fsp/export", permission: "library.read" },
  {
    method: "PATCH",
    url: (ids) => `/api/library/fsp/sections/${ids.library?.fspSection ?? ":id"}`,
    permission: "library.edit",
    body: {
      content: "Hijacked section text that is long enough.",
      status: "completed",
      elements: [{ name: "Element", status: "completed" }],
      changeNote: "Hijack attempt",
    },
  },
  // The outsider is an admin, who can never hold fsp.sign: the 404 for another organisation's plan is tested in tests/library-fsp.test.ts.
  {
    method: "POST",
    url: "/api/sites/yuma/fsp/signatures",
    permission: "fsp.sign",
    body: { password: "clausewise-demo" },
    orgWide: true,
  },
  { method: "GET", url: "/api/sites/yuma/sops", permission: "library.read" },
  {
    method: "POST",
    url: "/api/sites/yuma/sops",
    permission: "library.edit",
    body: {
      title: "Hijacked SOP",
      category: "Quality",
      body: "A procedure body long enough to pass.",
      tags: [],
      languages: ["EN"],
      reviewerUserId: null,
      nextReview: null,
      trainingRequired: false,
      clauseIds: [],
    },
  },
  { method: "GET", url: "/api/library/reviewers", permission: "library.read", orgWide: true },
  { method: "GET", url: (ids) => `/api/library/sops/${ids.library?.sop ?? ":id"}`, permission: "library.read" },
  {
    method: "PUT",
    url: (ids) => `/api/library/sops/${ids.library?.sop ?? ":id"}`,
    permission: "library.edit",
    body: {
      title: "Hijacked SOP",
      category: "Quality",
      body: "A procedure body long enough to pass.",
      tags: [],
      languages: ["EN"],
      reviewerUserId: null,
      nextReview: null,
      trainingRequired: false,
      clauseIds: [],
    },
  },
  {
    method: "POST",
    url: (ids) => `/api/library/sops/${ids.library?.sop ?? ":id"}/status`,
    permission: "library.edit",
    body: { status: "archived" },
  },
  {
    method: "POST",
    url: (ids) => `/api/library/sops/${ids.library?.sop ?? ":id"}/versions`,
    permission: "library.edit",
    body: { changeSummary: "Hijacked version" },
  },
  {
    method: "GET",
    url: (ids) => `/api/library/sops/${ids.library?.sop ?? ":id"}/versions/1`,
    permission: "library.read",
  },
  {
    method: "POST",
    url: (ids) => `/api/library/sops/${ids.library?.sop ?? ":id"}/training`,
    permission: "training.manage",
    body: {
      title: "Hijacked training",
      durationMinutes: 15,
      passMark: 80,
      question: { prompt: "Which version applies?", options: ["Current", "Old"], correctIndex: 0 },
    },
  },
  { method: "GET", url: "/api/library/templates", permission: "library.read", orgWide: true },
  {
    method: "POST",
    url: (ids) => `/api/library/templates/${ids.library?.template ?? ":id"}/download`,
    permission: "library.read",
    body: { siteId: "yuma" },
  },
  // Records (issue 6). Site rows at yuma: the other organisation has an "oxnard" site but no "yuma".
  { method: "GET", url: "/api/sites/yuma/records", permission: "records.read" },
  {
    method: "POST",
    url: "/api/sites/yuma/records",
    permission: "records.create",
    body: {
      type: "pest",
      clauseId: "3.01.04",
      occurredAt: "2025-01-06T15:00:00.000Z",
      performedBy: "Intruder",
      notes: "",
      readings: { station: "RS-01", stationType: "rodent_bait", activityFound: false, activity: "", action: "" },
    },
  },
  { method: "GET", url: (ids) => `/api/records/${ids.records?.pendingRecord ?? ":id"}`, permission: "records.read" },
  {
    method: "POST",
    url: (ids) => `/api/records/${ids.records?.pendingRecord ?? ":id"}/approve`,
    permission: "records.verify",
    body: { notes: "" },
  },
  {
    method: "POST",
    url: (ids) => `/api/records/${ids.records?.pendingRecord ?? ":id"}/reject`,
    permission: "records.verify",
    body: { notes: "Hijacked rejection" },
  },
  {
    method: "POST",
    url: (ids) => `/api/records/${ids.records?.pendingRecord ?? ":id"}/corrections`,
    permission: "records.create",
    body: {
      reason: "Hijacked correction",
      record: {
        type: "pest",
        clauseId: "3.01.04",
        occurredAt: "2025-01-06T15:00:00.000Z",
        performedBy: "Intruder",
        notes: "",
        readings: { station: "RS-01", stationType: "rodent_bait", activityFound: false, activity: "", action: "" },
      },
    },
  },
  { method: "GET", url: "/api/sites/yuma/incidents", permission: "records.read" },
  {
    method: "POST",
    url: "/api/sites/yuma/incidents",
    permission: "incidents.report",
    body: {
      title: "Hijacked incident",
      severity: "low",
      clauseId: "1.08.01",
      description: "A description long enough.",
      immediateAction: "None taken",
      capaRequired: false,
    },
  },
  { method: "GET", url: (ids) => `/api/incidents/${ids.records?.incident ?? ":id"}`, permission: "records.read" },
  {
    method: "POST",
    url: (ids) => `/api/incidents/${ids.records?.incident ?? ":id"}/status`,
    permission: "capa.manage",
    body: { status: "investigating" },
  },
  {
    method: "POST",
    url: (ids) => `/api/incidents/${ids.records?.incident ?? ":id"}/capa`,
    permission: "capa.manage",
    body: {
      rootCause: "Hijacked root cause",
      correctiveAction: "Hijacked corrective action",
      preventiveAction: "Hijacked preventive action",
      responsiblePerson: "Intruder",
      dueDate: "2099-01-01",
    },
  },
  { method: "GET", url: "/api/sites/yuma/holds", permission: "records.read" },
  {
    method: "POST",
    url: "/api/sites/yuma/holds",
    permission: "holds.place",
    body: { type: "product", itemName: "Hijacked hold", quantity: 1, unit: "cases", reason: "quality" },
  },
  { method: "GET", url: (ids) => `/api/holds/${ids.records?.hold ?? ":id"}`, permission: "records.read" },
  {
    method: "POST",
    url: (ids) => `/api/holds/${ids.records?.hold ?? ":id"}/release`,
    permission: "holds.release",
    body: { authorizationLevel: "operations_manager", releaseNotes: "Hijacked release" },
  },
  { method: "GET", url: (ids) => `/api/files/${ids.records?.attachment ?? ":id"}`, permission: "files.read" },
  // Importing existing logs (issue 19, decision 145). The demo has no import: tenancy.test.ts makes one.
  { method: "GET", url: "/api/sites/yuma/record-imports", permission: "records.read" },
  ...["/columns", "/preview", ""].map((tail) => ({
    method: "POST" as const,
    url: `/api/sites/yuma/record-imports${tail}`,
    permission: "records.import" as const,
    body: { formId: "temperature", mapping: {} },
  })),
  {
    method: "POST",
    url: `/api/sites/yuma/record-imports/${noRow}/undo`,
    permission: "records.import",
    body: { reason: "Hijacked undo" },
  },
  // The document inbox (issue 19, decision 132). The demo has no inbox item: tenancy.test.ts makes one.
  { method: "GET", url: "/api/sites/yuma/inbox", permission: "inbox.read" },
  { method: "POST", url: "/api/sites/yuma/inbox", permission: "inbox.upload", body: {} },
  { method: "POST", url: "/api/sites/yuma/inbox/rotate-address", permission: "inbox.rotate_address" },
  { method: "GET", url: (ids) => `/api/inbox-items/${ids.inboxItem ?? noRow}/file`, permission: "inbox.read" },
  {
    method: "POST",
    url: (ids) => `/api/inbox-items/${ids.inboxItem ?? noRow}/file-to-record`,
    permission: "inbox.triage",
    body: { recordId: noRow },
  },
  {
    method: "POST",
    url: (ids) => `/api/inbox-items/${ids.inboxItem ?? noRow}/file-to-library`,
    permission: "inbox.triage",
    body: { sopId: noRow },
  },
  {
    method: "POST",
    url: (ids) => `/api/inbox-items/${ids.inboxItem ?? noRow}/discard`,
    permission: "inbox.triage",
    body: { reason: "Hijacked discard" },
  },
  {
    method: "POST",
    url: (ids) => `/api/inbox-items/${ids.inboxItem ?? noRow}/approve`,
    permission: "inbox.approve_senders",
    body: { rememberSender: true },
  },
  {
    method: "POST",
    url: (ids) => `/api/inbox-items/${ids.inboxItem ?? noRow}/reject`,
    permission: "inbox.approve_senders",
    body: { reason: "Hijacked rejection" },
  },
  // Suppliers (issue 21, decision 134): the demo's pending grower and its document waiting for review.
  { method: "GET", url: "/api/suppliers", permission: "suppliers.read", orgWide: true },
  {
    method: "POST",
    url: "/api/suppliers",
    permission: "suppliers.manage",
    body: { name: "Hijacked Farms", category: "grower", riskLevel: "low" },
    orgWide: true,
  },
  { method: "GET", url: "/api/suppliers/requirements", permission: "suppliers.read", orgWide: true },
  { method: "GET", url: "/api/suppliers/owners", permission: "suppliers.manage", orgWide: true },
  { method: "GET", url: "/api/suppliers/approved.csv", permission: "suppliers.read", orgWide: true },
  { method: "GET", url: "/api/suppliers/approved.xlsx", permission: "suppliers.read", orgWide: true },
  {
    method: "PUT",
    url: "/api/suppliers/requirements",
    permission: "suppliers.approve",
    body: { requirements: [{ category: "grower", riskLevel: "low", documentType: "water_test", renewalMonths: 12 }] },
    orgWide: true,
  },
  { method: "GET", url: (ids) => `/api/suppliers/${ids.suppliers?.pending}`, permission: "suppliers.read" },
  {
    method: "PATCH",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}`,
    permission: "suppliers.manage",
    body: { name: "Hijacked Produce" },
  },
  {
    method: "POST",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}/status`,
    permission: "suppliers.approve",
    body: { status: "approved", reason: "Hijacked approval" },
  },
  {
    method: "POST",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}/documents`,
    permission: "suppliers.manage",
    body: { type: "water_test" },
  },
  {
    method: "POST",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}/documents/${ids.suppliers?.documentToReview}/review`,
    permission: "suppliers.approve",
    body: { decision: "accept" },
  },
  {
    method: "GET",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}/upload-links`,
    permission: "suppliers.manage",
  },
  {
    method: "POST",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}/upload-links`,
    permission: "suppliers.manage",
    body: { expiresInDays: 7 },
  },
  {
    method: "POST",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}/upload-links/${noRow}/revoke`,
    permission: "suppliers.manage",
  },
  // A supplier tied to its FSMA 204 trading partner record at a site (decision 143).
  {
    method: "POST",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}/trading-partners`,
    permission: "trace.manage",
    body: { siteId: "yuma" },
  },
  {
    method: "DELETE",
    url: (ids) => `/api/suppliers/${ids.suppliers?.pending}/trading-partners/${noRow}`,
    permission: "trace.manage",
  },
];
