import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, permissions } from "../src/domain/permissions";
import { appRoles, type AppRole } from "../src/domain/roles";
import { reviewedCan, reviewedPermissions } from "./support/permission-matrix";
import { createTestApp, type TestApp } from "./support/test-app";
import { loadDemoIds } from "./support/demo-ids";
import {
  ownAccountRoutes,
  protectedRoutes,
  publicRoutePatterns,
  publicRoutes,
  type DemoIds,
} from "./support/protected-routes";

let t: TestApp;
let ids: DemoIds;
const cookies = {} as Record<AppRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadDemoIds(t.db);
  for (const role of appRoles) cookies[role] = await t.signInAs(role);
});
afterAll(() => t.close());

// Expected refusals come from the reviewed table, not from `can()`, the code under test.
const denied = protectedRoutes.flatMap((route) =>
  appRoles.filter((role) => !reviewedCan(role, route.permission)).map((role) => ({ route, role })),
);

describe("the permission table", () => {
  it("is exactly the reviewed role × permission table, permission by permission", () => {
    expect(Object.keys(permissions).sort()).toEqual([...reviewedPermissions].sort());
    const differences = reviewedPermissions.flatMap((permission) =>
      appRoles
        .filter((role) => can(role, permission) !== reviewedCan(role, permission))
        .map((role) => `${role} ${can(role, permission) ? "may" : "may not"} ${permission}`),
    );
    expect(differences).toEqual([]);
  });
});

describe("every route refuses the roles its permission does not name", () => {
  it("lists every registered API route that is not public, so none escapes these checks", () => {
    const concrete = protectedRoutes.map((r) => ({
      method: r.method,
      url: (typeof r.url === "string" ? r.url : r.url(ids)).split("?")[0]!,
    }));
    const unlisted = t.app.registeredRoutes
      .filter((r) => r.url.startsWith("/api/") && !publicRoutePatterns.some((p) => p.test(r.url)))
      .filter((r) => ![...ownAccountRoutes, ...publicRoutes].some((o) => o.method === r.method && o.url === r.url))
      .filter((r) => {
        const pattern = new RegExp(`^${r.url.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
        return !concrete.some((c) => c.method === r.method && pattern.test(c.url));
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(50);
    expect(unlisted).toEqual([]);
  });

  it.each(
    denied.map(
      ({ route, role }) =>
        [
          `${route.method} ${typeof route.url === "string" ? route.url : route.url({ users: { viewer: ":id" } })}`,
          role,
          route,
        ] as const,
    ),
  )("%s as %s → 403", async (_name, role, route) => {
    const url = typeof route.url === "string" ? route.url : route.url(ids);
    const response = await t.call(route.method, url, { cookie: cookies[role], body: route.body });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe("forbidden");
    expect(response.json().error.message).toMatch(/may not/);
  });
});

describe("site restriction", () => {
  it("lets a user restricted to yuma see and use yuma only", async () => {
    const cookie = cookies.supervisor;
    const list = (await t.call("GET", "/api/sites", { cookie })).json();
    expect(list.sites.map((s: { id: string }) => s.id)).toEqual(["yuma"]);
    expect(list.currentSite).toBe("yuma");
    expect((await t.call("GET", "/api/sites/yuma", { cookie })).statusCode).toBe(200);
    expect((await t.call("GET", "/api/sites/oxnard", { cookie })).statusCode).toBe(403);
    expect((await t.call("PUT", "/api/me/current-site", { cookie, body: { siteId: "oxnard" } })).statusCode).toBe(403);
  });
});
