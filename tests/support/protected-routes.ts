import type { Permission } from "../../src/domain/permissions";

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
}

export const protectedRoutes: ProtectedRoute[] = [
  { method: "GET", url: "/api/sites/yuma", permission: "sites.read" },
  { method: "PATCH", url: "/api/sites/yuma", permission: "sites.manage", body: { name: "Hijacked", address: "1 Main Street", timezone: "UTC" } },
  { method: "POST", url: "/api/sites", permission: "sites.manage", body: { slug: "newsite", name: "New site", address: "1 Main Street", timezone: "UTC", type: "grower" }, orgWide: true },
  { method: "PUT", url: "/api/me/current-site", permission: "sites.read", body: { siteId: "yuma" } },
  // Scope area (issue 5): the wizard's draft, confirmation, applicable clauses and N/A marks.
  { method: "GET", url: "/api/sites/yuma/scope", permission: "scope.read" },
  { method: "PUT", url: "/api/sites/yuma/scope", permission: "scope.edit", body: {} },
  { method: "POST", url: "/api/sites/yuma/scope/confirm", permission: "scope.confirm", body: {} },
  { method: "GET", url: "/api/sites/yuma/clauses", permission: "scope.read" },
  { method: "POST", url: "/api/sites/yuma/clauses/1.01.01/na", permission: "scope.edit", body: { rationale: "Not applicable at this site at all" } },
  { method: "DELETE", url: "/api/sites/yuma/clauses/1.01.01/na", permission: "scope.edit" },
  { method: "GET", url: "/api/audit-log", permission: "audit_log.read", orgWide: true },
  { method: "GET", url: "/api/users", permission: "users.manage", orgWide: true },
  { method: "POST", url: (ids) => `/api/users/${ids.users.viewer}/deactivate`, permission: "users.manage" },
];
