/**
 * One key factory per server resource. Every `queryOptions` factory takes its key from here and every
 * mutation invalidates through the same factory, so no key is ever typed twice. A key starts with the
 * key of what contains it (`holdKeys.all` starts with `recordKeys.all`), so invalidating a prefix
 * refreshes everything under it.
 */

export const meKeys = {
  all: ["me"] as const,
  sessions: () => [...meKeys.all, "sessions"] as const,
  notificationPreferences: () => [...meKeys.all, "notification-preferences"] as const,
};

export const firstRunKeys = { all: ["first-run"] as const };

export const outboxKeys = { all: ["outbox"] as const };

export const passwordResetKeys = {
  all: ["password-reset"] as const,
  link: (token: string) => [...passwordResetKeys.all, token] as const,
};

export const teamKeys = {
  all: ["team"] as const,
  members: () => [...teamKeys.all, "members"] as const,
  invitations: () => [...teamKeys.all, "invitations"] as const,
  invitation: (token: string) => [...teamKeys.all, "invitation", token] as const,
};

export const notificationKeys = { all: ["notifications"] as const };

export const searchKeys = {
  all: ["search"] as const,
  results: (q: string) => [...searchKeys.all, q] as const,
};

export const askKeys = {
  all: ["ask"] as const,
  history: () => [...askKeys.all, "history"] as const,
};

export const siteKeys = {
  all: ["sites"] as const,
  detail: (siteId: string) => [...siteKeys.all, siteId] as const,
  clauses: (siteId: string) => [...siteKeys.detail(siteId), "clauses"] as const,
  scope: (siteId: string) => [...siteKeys.detail(siteId), "scope"] as const,
  calendar: (siteId: string) => [...siteKeys.detail(siteId), "working-calendar"] as const,
  schedules: (siteId: string) => [...siteKeys.detail(siteId), "log-schedules"] as const,
};

export const overviewKeys = {
  all: ["overview"] as const,
  site: (siteId: string, days: number) => [...overviewKeys.all, siteId, days] as const,
};

/** Log forms (decision 138): the list and each form with its versions. */
export const formKeys = {
  all: ["log-forms"] as const,
  detail: (id: string) => [...formKeys.all, "detail", id] as const,
};

export const recordKeys = {
  all: ["records"] as const,
  list: (siteId: string, filters: object) => [...recordKeys.all, "list", siteId, filters] as const,
  detail: (id: string) => [...recordKeys.all, "detail", id] as const,
  /** Expected logs change with every record made, so they live under the records' key. */
  expected: (siteId: string, from: string, to: string) => [...recordKeys.all, "expected", siteId, from, to] as const,
};

/** A site's document inbox (decision 132); filing an item changes a record or an SOP too. */
export const inboxKeys = {
  all: ["inbox"] as const,
  list: (siteId: string, status: string) => [...inboxKeys.all, siteId, status] as const,
};

export const holdKeys = {
  all: [...recordKeys.all, "holds"] as const,
  list: (siteId: string, filters: object) => [...holdKeys.all, siteId, filters] as const,
  detail: (id: string) => [...holdKeys.all, "detail", id] as const,
};

export const incidentKeys = {
  all: [...recordKeys.all, "incidents"] as const,
  list: (siteId: string, filters: object) => [...incidentKeys.all, siteId, filters] as const,
  detail: (id: string) => [...incidentKeys.all, "detail", id] as const,
};

export const auditKeys = {
  all: ["audits"] as const,
  internal: (siteId: string) => [...auditKeys.all, "internal", siteId] as const,
  internalOptions: (siteId: string) => [...auditKeys.all, "internal-options", siteId] as const,
  checklist: (auditId: string) => [...auditKeys.all, "checklist", auditId] as const,
  findings: (siteId: string) => [...auditKeys.all, "findings", siteId] as const,
  findingOwners: (siteId: string) => [...auditKeys.all, "finding-owners", siteId] as const,
};

export const externalAuditKeys = {
  all: [...auditKeys.all, "external"] as const,
  site: (siteId: string) => [...externalAuditKeys.all, siteId] as const,
};

export const evidencePackKeys = {
  all: [...auditKeys.all, "evidence-packs"] as const,
  site: (siteId: string) => [...evidencePackKeys.all, siteId] as const,
  detail: (id: string) => [...auditKeys.all, "evidence-pack", id] as const,
};

export const fspKeys = {
  all: ["library", "fsp"] as const,
  /** The plan of a site; its history's key starts with it, so invalidating the plan refreshes both. */
  site: (siteId: string) => [...fspKeys.all, siteId] as const,
  history: (siteId: string) => [...fspKeys.site(siteId), "history"] as const,
};

export const sopKeys = {
  lists: ["library", "sops"] as const,
  list: (siteId: string) => [...sopKeys.lists, siteId] as const,
  details: ["library", "sop"] as const,
  detail: (id: string) => [...sopKeys.details, id] as const,
  version: (id: string, version: number) => [...sopKeys.detail(id), "version", version] as const,
};

export const reviewerKeys = { all: ["library", "reviewers"] as const };

export const templateKeys = { all: ["library", "templates"] as const };

export const employeeKeys = {
  all: ["employees"] as const,
  list: (filters: object) => [...employeeKeys.all, filters] as const,
  detail: (id: string) => [...employeeKeys.all, "one", id] as const,
};

export const trainingKeys = {
  all: ["training"] as const,
  matrix: (siteId: string) => [...trainingKeys.all, "matrix", siteId] as const,
  assignments: (siteId: string) => [...trainingKeys.all, "assignments", siteId] as const,
  assignment: (id: string) => [...trainingKeys.all, "assignment", id] as const,
  modules: (siteId: string) => [...trainingKeys.all, "modules", siteId] as const,
  module: (id: string) => [...trainingKeys.all, "module", id] as const,
  sessions: (siteId: string, filters: object) => [...trainingKeys.all, "sessions", siteId, filters] as const,
  kiosks: (siteId: string) => [...trainingKeys.all, "kiosks", siteId] as const,
};

/** The worker-facing kiosk (no session): what a station shows, by its token and the worker's ticket. */
export const kioskKeys = {
  station: (token: string) => ["kiosk", token] as const,
  assignments: (token: string, ticket: string) => [...kioskKeys.station(token), "assignments", ticket] as const,
  content: (token: string, assignmentId: string, language: string | null) =>
    [...kioskKeys.station(token), "content", assignmentId, language] as const,
};

export const organisationKeys = {
  all: ["organisation"] as const,
  exports: () => [...organisationKeys.all, "exports"] as const,
  deletion: () => [...organisationKeys.all, "deletion"] as const,
};

export const auditLogKeys = {
  all: ["audit-log"] as const,
  status: () => [...auditLogKeys.all, "status"] as const,
};

/** Logs queued on this device (IndexedDB, not the server), per user. */
export const deviceQueueKeys = {
  all: ["device-queue"] as const,
  list: (userId: string) => [...deviceQueueKeys.all, userId] as const,
};

export const documentAuditKeys = {
  all: [...auditKeys.all, "document-audits"] as const,
  site: (siteId: string) => [...documentAuditKeys.all, "site", siteId] as const,
  detail: (id: string) => [...documentAuditKeys.all, "detail", id] as const,
  document: (id: string, documentId: string) => [...documentAuditKeys.detail(id), "document", documentId] as const,
  findingOwners: (id: string) => [...documentAuditKeys.detail(id), "finding-owners"] as const,
};

export const supplierKeys = {
  all: ["suppliers"] as const,
  list: (filters: Record<string, string>) => [...supplierKeys.all, "list", filters] as const,
  detail: (id: string) => [...supplierKeys.all, "detail", id] as const,
  links: (id: string) => [...supplierKeys.all, "detail", id, "links"] as const,
  requirements: () => [...supplierKeys.all, "requirements"] as const,
  owners: () => [...supplierKeys.all, "owners"] as const,
  /** The public upload page's link (no account), in the page's language (its refusals are in it). */
  upload: (token: string, language: string) => ["supplier-upload", token, language] as const,
};

/** FSMA 204 traceability (issue 20): every key under one prefix, so a capture refreshes lists, traces, completeness. */
export const traceKeys = {
  all: ["traceability"] as const,
  site: (siteId: string) => [...traceKeys.all, "site", siteId] as const,
  products: (siteId: string) => [...traceKeys.site(siteId), "products"] as const,
  locations: (siteId: string) => [...traceKeys.site(siteId), "locations"] as const,
  partners: (siteId: string) => [...traceKeys.site(siteId), "partners"] as const,
  events: (siteId: string, filters: Record<string, string>) => [...traceKeys.site(siteId), "events", filters] as const,
  completeness: (siteId: string, by: string) => [...traceKeys.site(siteId), "completeness", by] as const,
  fdaRequests: (siteId: string) => [...traceKeys.site(siteId), "fda-requests"] as const,
  imports: (siteId: string) => [...traceKeys.site(siteId), "imports"] as const,
  event: (siteId: string, eventId: string) => [...traceKeys.site(siteId), "event", eventId] as const,
  plan: (siteId: string) => [...traceKeys.site(siteId), "plan"] as const,
  planContact: (siteId: string) => [...traceKeys.plan(siteId), "contact"] as const,
  lots: (siteId: string, code: string) => [...traceKeys.site(siteId), "lots", code.trim().toUpperCase()] as const,
  trace: (tlc: string, direction: string, tlcSource = "") =>
    [...traceKeys.all, "trace", tlc, direction, tlcSource] as const,
};

/** Mock recall drills (decision 137); the holds step changes the holds too. */
export const recallDrillKeys = {
  all: ["recall-drills"] as const,
  list: (siteId: string) => [...recallDrillKeys.all, "list", siteId] as const,
  detail: (siteId: string, id: string) => [...recallDrillKeys.all, "detail", siteId, id] as const,
  products: (siteId: string) => [...recallDrillKeys.all, "products", siteId] as const,
};
