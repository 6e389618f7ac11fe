import type { Permission } from "./permissions";
/** The signed-in application's screens (spec §2): the side navigation and the search palette both use it. */
export interface AppPageGroup {
  title: string;
  /** Overview has no sub-items and is active on exact match; groups are active on this prefix. */
  path: string;
  /** `permission`: shown only to roles that have it (the server refuses the others anyway). */
  items: { title: string; path: string; permission?: Permission }[];
}

export const appPageGroups: AppPageGroup[] = [
  { title: "Overview", path: "/app/overview", items: [] },
  { title: "Today", path: "/app/today", items: [] },
  {
    title: "Training",
    path: "/app/training",
    items: [
      { title: "Matrix", path: "/app/training/matrix" },
      { title: "Assignments", path: "/app/training/assignments" },
      { title: "Modules", path: "/app/training/modules" },
      { title: "Sessions", path: "/app/training/sessions" },
    ],
  },
  {
    title: "Records",
    path: "/app/records",
    items: [
      { title: "Monitoring", path: "/app/records/monitoring" },
      { title: "Verifications", path: "/app/records/verifications" },
      { title: "Incidents", path: "/app/records/incidents" },
      { title: "Holds", path: "/app/records/holds" },
      { title: "Log forms", path: "/app/records/forms" },
      { title: "Document inbox", path: "/app/records/inbox", permission: "inbox.read" },
      { title: "Import logs", path: "/app/records/import", permission: "records.import" },
      { title: "Mock recalls", path: "/app/records/recall-drills", permission: "trace.read" },
    ],
  },
  // The approved-supplier programme (issue 21): one screen, a supplier opens in it (`?supplier=<id>`).
  { title: "Suppliers", path: "/app/suppliers", items: [] },
  // FSMA 204 traceability (issue 20): capture, events, trace, completeness, FDA's spreadsheet, master data.
  {
    title: "Traceability",
    path: "/app/traceability",
    items: [
      { title: "Capture", path: "/app/traceability/capture", permission: "trace.capture" },
      { title: "Import events", path: "/app/traceability/import", permission: "trace.capture" },
      { title: "Events", path: "/app/traceability/events" },
      { title: "Trace", path: "/app/traceability/trace" },
      { title: "KDE completeness", path: "/app/traceability/completeness" },
      { title: "FDA spreadsheet", path: "/app/traceability/fda-spreadsheet", permission: "trace.export" },
      { title: "Master data", path: "/app/traceability/master-data" },
      { title: "Traceability plan", path: "/app/traceability/plan" },
    ],
  },
  {
    title: "Audits",
    path: "/app/audits",
    items: [
      { title: "Internal", path: "/app/audits/internal" },
      { title: "External", path: "/app/audits/external" },
      { title: "Evidence", path: "/app/audits/evidence" },
      { title: "Document audits", path: "/app/audits/documents" },
    ],
  },
  // Ask (issue 18): questions answered from the organisation's documents and records; the user's history.
  { title: "Ask", path: "/app/ask", items: [] },
  {
    title: "Library",
    path: "/app/library",
    items: [
      { title: "Food Safety Plan", path: "/app/library/fsp" },
      { title: "SOPs", path: "/app/library/sops" },
      { title: "Templates", path: "/app/library/templates" },
    ],
  },
  {
    title: "People",
    path: "/app/people",
    items: [
      { title: "Directory", path: "/app/people/directory" },
      { title: "Roles", path: "/app/people/roles" },
      { title: "Badges", path: "/app/people/badges" },
    ],
  },
  {
    title: "Settings",
    path: "/app/settings",
    items: [
      { title: "Company", path: "/app/settings/company" },
      { title: "Sites", path: "/app/settings/sites" },
      { title: "Users", path: "/app/settings/users", permission: "users.manage" },
      { title: "Single sign-on", path: "/app/settings/sso", permission: "users.manage" },
      { title: "Permissions", path: "/app/settings/permissions" },
      { title: "Audit log", path: "/app/settings/audit-log", permission: "audit_log.read" },
      { title: "Organisation", path: "/app/settings/organisation", permission: "organisation.manage" },
      { title: "E-mail outbox", path: "/app/settings/outbox", permission: "outbox.read" },
      { title: "Integrations", path: "/app/settings/integrations" },
    ],
  },
];

/** Overview is active only on exact match; every other group on its path prefix. */
export function isGroupActive(group: AppPageGroup, pathname: string): boolean {
  if (group.items.length === 0) return pathname === group.path;
  return pathname === group.path || pathname.startsWith(`${group.path}/`);
}

/**
 * A page's catalogue key: its path under /app with "/" as "_" ("records_holds"), as the web's `nav.*`
 * keys and the server's `screens:search.page.*` name it.
 */
export const navKeyOf = (path: string) => path.replace(/^\/app\//, "").replaceAll("/", "_");

/** Every page as a flat list with its group, e.g. "Records › Holds" (`groupPath` "" for a page alone). */
export const appPages: { title: string; group: string; groupPath: string; path: string; permission?: Permission }[] =
  appPageGroups.flatMap((g) =>
    g.items.length === 0
      ? [{ title: g.title, group: "", groupPath: "", path: g.path }]
      : g.items.map((i) => ({
          title: i.title,
          group: g.title,
          groupPath: g.path,
          path: i.path,
          permission: i.permission,
        })),
  );
