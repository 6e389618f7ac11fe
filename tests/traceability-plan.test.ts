import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

// The traceability plan of 21 CFR 1.1315 (issue 20): the point of contact it names, per site, set by a QA
// manager or an admin, read by everyone at the site.
let t: TestApp;
let admin: string;
const url = "/api/sites/oxnard/traceability/plan/contact";
const contact = { name: "Dana Ortiz", phone: "+1 805 555 0142", email: "Dana.Ortiz@Example.com" };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

describe("traceability plan: point of contact", () => {
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
