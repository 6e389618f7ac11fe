import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, sites, tracePlanVersions, traceProducts } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

// The traceability plan of 21 CFR 1.1315 (issue 20): the point of contact it names, per site, set by a QA
// manager or an admin, read by everyone at the site. At yuma: the demo's oxnard plan is already signed
// (decision 153), yuma's has no contact and no version.
let t: TestApp;
let admin: string;
const url = "/api/sites/yuma/traceability/plan/contact";
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
    const response = await t.call("GET", "/api/sites/yuma/traceability/plan.pdf", { cookie: admin });
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
    // The other site keeps its own: oxnard's is the demo's.
    expect(
      (await t.call("GET", "/api/sites/oxnard/traceability/plan/contact", { cookie: admin })).json().contact.name,
    ).toBe("Daniel Kim");
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "site.traceability_contact_update"), eq(auditEvents.entityId, "yuma")));
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
    const farm = await t.call("POST", "/api/sites/yuma/trace-locations", {
      cookie: admin,
      body: {
        location: {
          kind: "farm",
          businessName: "Plan Test Ranch",
          phone: "+1 805 555 0177",
          address: "7 Furrow Rd",
          city: "Yuma",
          state: "CA",
          postalCode: "93030",
        },
        growingAreas: [{ name: "North Block 12" }, { name: "River Field 3" }],
      },
    });
    expect(farm.statusCode, farm.body).toBe(201);
    const format = await t.call("PUT", "/api/sites/yuma/tlc-format", {
      cookie: admin,
      body: { siteCode: "YUM", template: "{SITE}-{SEQ}" },
    });
    expect(format.statusCode, format.body).toBe(200);
    const offList = await t.call("POST", "/api/sites/yuma/trace-products", {
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
    const onTheList = await t.call("POST", "/api/sites/yuma/trace-products", {
      cookie: admin,
      body: {
        productName: "Plan test romaine",
        commodity: "Romaine lettuce",
        packagingSize: "24 ct",
        packagingStyle: "carton",
        onFoodTraceabilityList: true,
        ftlCategory: "leafy_greens",
      },
    });
    expect(onTheList.statusCode, onTheList.body).toBe(201);

    const response = await t.call("GET", "/api/sites/yuma/traceability/plan.pdf", { cookie: admin });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(response.rawPayload, "plan.pdf");
    const [yuma] = await t.db.select().from(sites).where(eq(sites.slug, "yuma"));
    const stored = await t.db.select().from(traceProducts).where(eq(traceProducts.siteId, yuma!.id));
    const onList = stored.filter((row) => row.product.onFoodTraceabilityList);
    expect(onList.length).toBeGreaterThan(0);
    for (const row of onList) expect(text).toContain(row.product.productName);
    expect(text).not.toContain("Plan test onions");
    expect(text).toContain("Traceability plan (21 CFR 1.1315)");
    expect(text).toContain("{SITE}-{SEQ} with the site code YUM");
    expect(text).toContain("Name: Luis Vega");
    expect(text).toContain("Phone: +1 805 555 0142");
    expect(text).toContain("E-mail: dana.ortiz@example.com");
    expect(text).toContain("Plan Test Ranch");
    expect(text).toContain("North Block 12");
    expect(text).toContain("River Field 3");

    const spanish = await t.call("GET", "/api/sites/yuma/traceability/plan.pdf", {
      cookie: admin,
      headers: { "accept-language": "es" },
    });
    const es = pdfText(spanish.rawPayload, "plan-es.pdf");
    expect(es).toContain("Plan de trazabilidad (21 CFR 1.1315)");
    expect(es).toContain("Correo electrónico: dana.ortiz@example.com");
  });
});

describe("traceability plan: signed versions (signed like the Food Safety Plan)", () => {
  const planUrl = "/api/sites/yuma/traceability/plan";
  const versionsUrl = `${planUrl}/versions`;
  const view = async (cookie: string) => (await t.call("GET", planUrl, { cookie })).json();
  let pcqi: string;
  beforeAll(async () => {
    pcqi = await t.signInAs("pcqi");
  });

  it("shows the plan as it will print, unsigned, with nothing signed yet", async () => {
    const plan = await view(admin);
    expect(plan.signed).toBe(false);
    expect(plan.version).toBe(1);
    expect(plan.versions).toEqual([]);
    expect(plan.signBlocker).toBeNull();
    expect(plan.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(plan.sections.map((s: { key: string }) => s.key)).toEqual(["records", "ftl", "tlc", "contact", "farms"]);
    const contactSection = plan.sections.find((s: { key: string }) => s.key === "contact");
    expect(contactSection.groups[0].items).toEqual([
      "Name: Luis Vega",
      "Phone: +1 805 555 0142",
      "E-mail: dana.ortiz@example.com",
    ]);
    const farms = plan.sections.find((s: { key: string }) => s.key === "farms");
    expect(farms.groups).toContainEqual(expect.objectContaining({ items: ["North Block 12", "River Field 3"] }));
    const es = (await t.call("GET", planUrl, { cookie: admin, headers: { "accept-language": "es" } })).json();
    expect(es.sections[3].heading).toContain("contacto");
  });

  it("refuses a bad request naming the field, the roles that may not sign, and a wrong password", async () => {
    const { contentHash } = await view(pcqi);
    const missing = await t.call("POST", versionsUrl, { cookie: pcqi, body: { contentHash } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(["password"]);
    const badHash = await t.call("POST", versionsUrl, {
      cookie: pcqi,
      body: { password: "clausewise-demo", contentHash: "abc" },
    });
    expect(badHash.statusCode).toBe(400);
    expect(badHash.json().error.fields).toEqual({
      contentHash: "Sign the plan you were shown (its content hash is not valid)",
    });
    for (const role of ["admin", "qa_manager", "qa_tech", "supervisor", "viewer"] as const) {
      const response = await t.call("POST", versionsUrl, {
        cookie: await t.signInAs(role),
        body: { password: "clausewise-demo", contentHash },
      });
      expect(response.statusCode, role).toBe(403);
    }
    const wrong = await t.call("POST", versionsUrl, { cookie: pcqi, body: { password: "not-it", contentHash } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.fields).toEqual({ password: "Password is incorrect" });
    const refused = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "trace_plan.sign_refused"), eq(auditEvents.entityId, "yuma")));
    expect(refused).toHaveLength(1);
    expect((await view(pcqi)).versions).toEqual([]);
    const badVersion = await t.call("GET", `${versionsUrl}/zero/pdf`, { cookie: pcqi });
    expect(badVersion.statusCode).toBe(400);
    expect(Object.keys(badVersion.json().error.fields)).toEqual(["version"]);
    expect((await t.call("GET", `${versionsUrl}/1/pdf`, { cookie: pcqi })).statusCode).toBe(404);
  });

  it("signs version 1 frozen; a change makes version 2 a draft; version 1's PDF stays as it was signed", async () => {
    const before = await view(pcqi);
    const signed = await t.call("POST", versionsUrl, {
      cookie: pcqi,
      body: { password: "clausewise-demo", contentHash: before.contentHash },
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({
      version: 1,
      contentHash: before.contentHash,
      printedName: expect.any(String),
      role: "PCQI",
      supersededAt: null,
    });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "trace_plan.sign"), eq(auditEvents.siteId, await yumaId())));
    expect(event!.after).toMatchObject({ version: 1, contentHash: before.contentHash });

    const now = await view(admin);
    expect(now).toMatchObject({ signed: true, version: 1 });
    expect(now.versions).toHaveLength(1);
    // Signing the same plan again is refused: nothing changed.
    const again = await t.call("POST", versionsUrl, {
      cookie: pcqi,
      body: { password: "clausewise-demo", contentHash: before.contentHash },
    });
    expect(again.statusCode).toBe(409);

    // The configuration changes: the point of contact is someone else.
    const changed = await t.call("PUT", url, { cookie: admin, body: { ...contact, name: "Marta Ruiz" } });
    expect(changed.statusCode).toBe(200);
    const draft = await view(admin);
    expect(draft).toMatchObject({ signed: false, version: 2 });
    expect(draft.contentHash).not.toBe(before.contentHash);
    expect(draft.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    // Signing what was shown before the change is refused: the plan changed since.
    const stale = await t.call("POST", versionsUrl, {
      cookie: pcqi,
      body: { password: "clausewise-demo", contentHash: before.contentHash },
    });
    expect(stale.statusCode).toBe(409);

    const draftPdf = pdfText(
      (await t.call("GET", "/api/sites/yuma/traceability/plan.pdf", { cookie: admin })).rawPayload,
      "draft.pdf",
    );
    expect(draftPdf).toContain("Version 2, draft (not signed)");
    expect(draftPdf).toContain("Name: Marta Ruiz");

    const second = await t.call("POST", versionsUrl, {
      cookie: pcqi,
      body: { password: "clausewise-demo", contentHash: draft.contentHash },
    });
    expect(second.statusCode, second.body).toBe(201);
    const both = await view(admin);
    expect(both.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(both.versions[1].supersededAt).toBe(both.versions[0].signedAt);
    const supersededOn = both.versions[0].signedAt.slice(0, 4);
    expect(both.versions[1].keepUntil.slice(0, 4)).toBe(String(Number(supersededOn) + 2));

    // Version 1 is still served, from what was signed: the earlier contact, its signature, superseded.
    const v1 = await t.call("GET", `${versionsUrl}/1/pdf`, { cookie: await t.signInAs("viewer") });
    expect(v1.statusCode).toBe(200);
    expect(v1.headers["content-type"]).toBe("application/pdf");
    const v1Text = pdfText(v1.rawPayload, "v1.pdf");
    expect(v1Text).toContain("Version 1, signed");
    expect(v1Text).toContain("Name: Luis Vega");
    expect(v1Text).not.toContain("Marta Ruiz");
    expect(v1Text).toContain(before.contentHash);
    expect(v1Text).toContain("Replaced by the next signed version");
    const v2Text = pdfText((await t.call("GET", `${versionsUrl}/2/pdf`, { cookie: admin })).rawPayload, "v2.pdf");
    expect(v2Text).toContain("Name: Marta Ruiz");
    expect(v2Text).toContain(draft.contentHash);
    const v1Es = pdfText(
      (await t.call("GET", `${versionsUrl}/1/pdf`, { cookie: admin, headers: { "accept-language": "es" } })).rawPayload,
      "v1-es.pdf",
    );
    expect(v1Es).toContain("Versión 1, firmada");
  });

  it("keeps signed versions frozen in the database", async () => {
    const [row] = await t.db.select().from(tracePlanVersions).limit(1);
    await expect(
      t.db.update(tracePlanVersions).set({ printedName: "Someone Else" }).where(eq(tracePlanVersions.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(tracePlanVersions).where(eq(tracePlanVersions.id, row!.id))).rejects.toThrow();
  });
});

async function yumaId() {
  const [row] = await t.db.select().from(sites).where(eq(sites.slug, "yuma"));
  return row!.id;
}
