import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";
import { loadDemoIds } from "./support/demo-ids";
import { protectedRoutes, type DemoIds } from "./support/protected-routes";

let t: TestApp;
let ids: DemoIds;
let outsider: string;
let demoAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await loadDemoIds(t.db);
  outsider = await t.signIn(otherOrg.email);
  demoAdmin = await t.signInAs("admin");
});
afterAll(() => t.close());

describe("another organisation cannot reach the demo organisation's data", () => {
  const perRow = protectedRoutes.filter((r) => !r.orgWide);

  it.each(perRow.map((r) => [r.method, r] as const))(
    "%s of a demo row answers 404 to the outsider",
    async (_m, route) => {
      const url = typeof route.url === "string" ? route.url : route.url(ids);
      const response = await t.call(route.method, url, { cookie: outsider, body: route.body });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    },
  );

  it("sees only its own sites, even one with the same id", async () => {
    const list = (await t.call("GET", "/api/sites", { cookie: outsider })).json();
    expect(list.sites.map((s: { name: string }) => s.name)).toEqual(["Desert Bloom Ranch"]);
    const own = (await t.call("GET", "/api/sites/oxnard", { cookie: outsider })).json();
    expect(own.name).toBe("Desert Bloom Ranch");

    const renamed = await t.call("PATCH", "/api/sites/oxnard", {
      cookie: outsider,
      body: { name: "Desert Bloom North", address: "1 Ranch Rd, Coachella, CA", timezone: "America/Los_Angeles" },
    });
    expect(renamed.statusCode).toBe(200);
    const demoOxnard = (await t.call("GET", "/api/sites/oxnard", { cookie: demoAdmin })).json();
    expect(demoOxnard.name).toBe("Oxnard Packhouse");
  });

  it("lists neither the demo organisation's users nor its audit events", async () => {
    const users = (await t.call("GET", "/api/users", { cookie: outsider })).json().users;
    expect(users.map((u: { email: string }) => u.email)).toEqual([otherOrg.email]);
    const events = (await t.call("GET", "/api/audit-log?pageSize=200", { cookie: outsider })).json().items;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e: { actorName: string }) => ["Olivia Stone"].includes(e.actorName))).toBe(true);
  });
});
