import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sites, traceProducts } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

// The traceability plan of 21 CFR 1.1315 (issue 20): the point of contact it names, per site, set by a QA
// manager or an admin, read by everyone at the site.
let t: TestApp;
let admin: string;
const url = "/api/sites/oxnard/traceability/plan/contact";
const dir = mkdtempSync(join(tmpdir(), "trace-plan-"));
const pdfText = (body: Buffer, name: string) => {
  const file = join(dir, name);
  writeFileSync(file, body);
  return execFileSync("pdftotext", [file, "-"]).toString().replace(/\s+/g, " ");
};
const contact = { name: "Dana Ortiz", phone: "+1 805 555 0142", email: "Dana.Ortiz@Example.com" };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

describe("traceability plan: point of contact", () => {
  it("refuses to produce the plan before its point of contact is set", async () => {
    const response = await t.call("GET", "/api/sites/oxnard/traceability/plan.pdf", { cookie: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      pointOfContact: "Set the plan's point of contact before producing the plan",
    });
  });

  it("is unset until a QA manager sets it, then read back at that site only, with its audit event", async () => {
    expect((await t.call("GET", url, { cookie: admin })).json()).toEqual({ contact: null });
    const manager = await t.signInAs("qa_manager");
    const saved = await t.call("PUT", url, { cookie: manager, body: contact });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().contact).toMatchObject({
      name: "Dana Ortiz",
      phone: "+1 805 555 0142",
      email: "dana.ortiz@example.com",
    });
    const viewer = await t.signInAs("viewer");
    expect((await t.call("GET", url, { cookie: viewer })).json().contact.name).toBe("Dana Ortiz");
    expect((await t.call("GET", "/api/sites/yuma/traceability/plan/contact", { cookie: admin })).json()).toEqual({
      contact: null,
    });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "site.traceability_contact_update"), eq(auditEvents.entityId, "oxnard")));
    expect(events).toHaveLength(1);
    expect(events[0]!.before).toBeNull();

    const changed = await t.call("PUT", url, { cookie: admin, body: { ...contact, name: "Luis Vega" } });
    expect(changed.json().contact.name).toBe("Luis Vega");
  });

  it("refuses a bad contact naming the field, and the roles that may not set it", async () => {
    const bad = await t.call("PUT", url, { cookie: admin, body: { ...contact, email: "dana@", phone: "call me" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: "Enter a valid e-mail address",
      phone: "Enter a phone number (digits, spaces, + ( ) - .)",
    });
    const missing = await t.call("PUT", url, { cookie: admin, body: { phone: contact.phone, email: contact.email } });
    expect(Object.keys(missing.json().error.fields)).toEqual(["name"]);
    for (const role of ["qa_tech", "pcqi", "supervisor", "viewer"] as const) {
      const response = await t.call("PUT", url, { cookie: await t.signInAs(role), body: contact });
      expect(response.statusCode, role).toBe(403);
    }
    expect((await t.call("GET", url, { cookie: admin })).json().contact.name).toBe("Luis Vega");
  });
});

describe("traceability plan PDF", () => {
  it("is generated from the site's configuration, in the reader's language", async () => {
    const farm = await t.call("POST", "/api/sites/oxnard/trace-locations", {
      cookie: admin,
      body: {
        location: {
          kind: "farm",
          businessName: "Plan Test Ranch",
          phone: "+1 805 555 0177",
          address: "7 Furrow Rd",
          city: "Oxnard",
          state: "CA",
          postalCode: "93030",
        },
        growingAreas: [{ name: "North Block 12" }, { name: "River Field 3" }],
      },
    });
    expect(farm.statusCode, farm.body).toBe(201);
    const format = await t.call("PUT", "/api/sites/oxnard/tlc-format", {
      cookie: admin,
      body: { siteCode: "OXN", template: "{SITE}-{SEQ}" },
    });
    expect(format.statusCode, format.body).toBe(200);
    const offList = await t.call("POST", "/api/sites/oxnard/trace-products", {
      cookie: admin,
      body: {
        productName: "Plan test onions",
        commodity: "Onions",
        packagingSize: "50 lb",
        packagingStyle: "sack",
        onFoodTraceabilityList: false,
      },
    });
    expect(offList.statusCode, offList.body).toBe(201);

    const response = await t.call("GET", "/api/sites/oxnard/traceability/plan.pdf", { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(response.rawPayload, "plan.pdf");
    const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const stored = await t.db.select().from(traceProducts).where(eq(traceProducts.siteId, oxnard!.id));
    const onList = stored.filter((row) => row.product.onFoodTraceabilityList);
    expect(onList.length).toBeGreaterThan(0);
    for (const row of onList) expect(text).toContain(row.product.productName);
    expect(text).not.toContain("Plan test onions");
    expect(text).toContain("Traceability plan (21 CFR 1.1315)");
    expect(text).toContain("{SITE}-{SEQ} with the site code OXN");
    expect(text).toContain("Name: Luis Vega");
    expect(text).toContain("Phone: +1 805 555 0142");
    expect(text).toContain("E-mail: dana.ortiz@example.com");
    expect(text).toContain("Plan Test Ranch");
    expect(text).toContain("North Block 12");
    expect(text).toContain("River Field 3");

    const spanish = await t.call("GET", "/api/sites/oxnard/traceability/plan.pdf", {
      cookie: admin,
      headers: { "accept-language": "es" },
    });
    const es = pdfText(spanish.rawPayload, "plan-es.pdf");
    expect(es).toContain("Plan de trazabilidad (21 CFR 1.1315)");
    expect(es).toContain("Correo electrónico: dana.ortiz@example.com");
  });
});
