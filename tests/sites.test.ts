import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

describe("system routes", () => {
  it("reports health and the database in use", async () => {
    const response = await t.call("GET", "/api/health");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: process.env.DATABASE_URL ? "postgres" : "pglite" });
  });

  it("serves the landing page's external links without sign-in", async () => {
    const config = (await t.call("GET", "/api/public-config")).json();
    expect(config.requestDemoUrl).toMatch(/^https:\/\//);
    expect(config.getStartedUrl).toMatch(/^https:\/\//);
  });

  it("answers an unknown API path with the JSON error shape and sets security headers", async () => {
    const response = await t.call("GET", "/api/nope");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: "not_found", message: "No API route GET /api/nope" } });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("refuses a body that is not JSON with 415 and an oversized body with 413", async () => {
    const wrongType = await t.call("POST", "/api/auth/login", { headers: { "content-type": "text/csv" }, body: "a,b" });
    expect(wrongType.statusCode).toBe(415);
    const huge = await t.call("POST", "/api/auth/login", {
      body: { email: "a@b.co", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.code).toBe("payload_too_large");
  });
});

describe("sites", () => {
  it("lists the demo sites with the spec's ids, time zones and types", async () => {
    const { sites, currentSite } = (await t.call("GET", "/api/sites", { cookie: admin })).json();
    expect(sites).toEqual([
      expect.objectContaining({
        id: "oxnard",
        type: "packhouse",
        timezone: "America/Los_Angeles",
        scopeConfirmed: true,
      }),
      expect.objectContaining({ id: "yuma", type: "harvest", timezone: "America/Phoenix", scopeConfirmed: false }),
    ]);
    expect(currentSite).toBe("oxnard");
  });

  it("remembers the chosen site per user", async () => {
    expect((await t.call("PUT", "/api/me/current-site", { cookie: admin, body: { siteId: "yuma" } })).statusCode).toBe(
      200,
    );
    expect((await t.call("GET", "/api/sites", { cookie: admin })).json().currentSite).toBe("yuma");
    const pcqi = await t.signInAs("pcqi");
    expect((await t.call("GET", "/api/sites", { cookie: pcqi })).json().currentSite).toBe("oxnard");
    expect(
      (await t.call("PUT", "/api/me/current-site", { cookie: admin, body: { siteId: "atlantis" } })).statusCode,
    ).toBe(404);
  });

  it("creates a site, refuses a duplicate id with 409 and bad fields with 400", async () => {
    const site = {
      slug: "salinas-cooler",
      name: "Salinas Cooler",
      address: "100 Cooler Way, Salinas, CA",
      timezone: "America/Los_Angeles",
      type: "cold_storage",
    };
    expect((await t.call("POST", "/api/sites", { cookie: admin, body: site })).statusCode).toBe(201);
    const duplicate = await t.call("POST", "/api/sites", { cookie: admin, body: site });
    expect(duplicate.statusCode).toBe(409);
    const bad = await t.call("POST", "/api/sites", {
      cookie: admin,
      body: { slug: "Bad Id!", name: "X", address: "", timezone: "Mars/Olympus", type: "spaceport" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      slug: "Use lower-case letters, digits and single hyphens",
      name: "Name must be at least 2 characters",
      address: "Address must be at least 5 characters",
      timezone: "Use an IANA time zone name, e.g. America/Los_Angeles",
    });
    expect(bad.json().error.fields.type).toMatch(/Choose one of/);
  });

  it("edits name, address and time zone, and leaves the site untouched on bad input", async () => {
    const bad = await t.call("PATCH", "/api/sites/oxnard", {
      cookie: admin,
      body: { name: "Oxnard 2", address: "2150 E Vineyard Ave", timezone: "Pacific" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await t.call("GET", "/api/sites/oxnard", { cookie: admin })).json().name).toBe("Oxnard Packhouse");
    const ok = await t.call("PATCH", "/api/sites/oxnard", {
      cookie: admin,
      body: {
        name: "Oxnard Packhouse East",
        address: "2150 E Vineyard Ave, Oxnard, CA 93036",
        timezone: "America/Los_Angeles",
      },
    });
    expect(ok.json().name).toBe("Oxnard Packhouse East");
  });
});
