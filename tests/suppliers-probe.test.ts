import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, samplePdf } from "./support/multipart";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

/**
 * Issue 21: every supplier route probed as an adversary — bad ids, wrong types, another organisation's
 * ids, over-long strings, impossible dates, wrong roles. Each bad input is a 400 naming the field (or a
 * 404 / 403 where that is the truth), never a 500.
 */
let t: TestApp;
let qa: string;
let viewer: string;
let outsider: string;
let mine: string;
let theirs: string;
let theirUserId: string;

beforeAll(async () => {
  t = await createTestApp();
  qa = await t.signInAs("qa_manager");
  viewer = await t.signInAs("viewer");
  outsider = await t.signIn(otherOrg.email);
  const create = (cookie: string, name: string, siteIds: string[]) =>
    t.call("POST", "/api/suppliers", { cookie, body: { name, category: "packaging", riskLevel: "low", siteIds } });
  mine = (await create(qa, "Probe Packaging", ["oxnard"])).json().supplier.id;
  const other = await create(outsider, "Desert Bloom Cartons", []);
  expect(other.statusCode).toBe(201);
  theirs = other.json().supplier.id;
  theirUserId = (await t.call("GET", "/api/auth/me", { cookie: outsider })).json().user.id;
});
afterAll(() => t.close());

const fields = (response: { statusCode: number; json: () => { error: { fields?: Record<string, string> } } }) => {
  expect(response.statusCode).toBe(400);
  return response.json().error.fields ?? {};
};
const upload = (url: string, cookie: string | undefined, data: unknown, withFile = true) => {
  const body = multipart(
    { data: typeof data === "string" ? data : JSON.stringify(data) },
    withFile ? [{ field: "file", filename: "cert.pdf", bytes: samplePdf }] : [],
  );
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...(cookie ? { cookie } : {}), ...body.headers },
    payload: body.body,
  });
};

describe("supplier ids", () => {
  it("answers 400 naming the id for a malformed one, and 404 for another organisation's, on every route", async () => {
    const doc = "00000000-0000-4000-8000-000000000000";
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/suppliers/:id"],
      ["PATCH", "/api/suppliers/:id", { notes: "x" }],
      ["POST", "/api/suppliers/:id/status", { status: "approved", reason: "Fine" }],
      ["POST", `/api/suppliers/:id/documents/${doc}/review`, { decision: "accept" }],
      ["GET", "/api/suppliers/:id/upload-links"],
      ["POST", "/api/suppliers/:id/upload-links", {}],
      ["POST", `/api/suppliers/:id/upload-links/${doc}/revoke`],
    ];
    for (const [method, path, body] of routes) {
      const bad = await t.call(method as "GET", path.replace(":id", "not-a-uuid"), { cookie: qa, body });
      expect(fields(bad).supplierId, `${method} ${path}`).toBe("Not a supplier id");
      const foreign = await t.call(method as "GET", path.replace(":id", theirs), { cookie: qa, body });
      expect(foreign.statusCode, `${method} ${path}`).toBe(404);
    }
    // And the other way round: the other organisation cannot reach the demo's supplier.
    expect((await t.call("GET", `/api/suppliers/${mine}`, { cookie: outsider })).statusCode).toBe(404);
    expect((await upload(`/api/suppliers/${theirs}/documents`, qa, { type: "insurance" })).statusCode).toBe(404);
    const badDoc = await t.call("POST", `/api/suppliers/${mine}/documents/nope/review`, {
      cookie: qa,
      body: { decision: "accept" },
    });
    expect(fields(badDoc).documentId).toBe("Not a document id");
    const unknownDoc = await t.call("POST", `/api/suppliers/${mine}/documents/${doc}/review`, {
      cookie: qa,
      body: { decision: "accept" },
    });
    expect(unknownDoc.statusCode).toBe(404);
    const badLink = await t.call("POST", `/api/suppliers/${mine}/upload-links/nope/revoke`, { cookie: qa });
    expect(fields(badLink).linkId).toBe("Not an upload link id");
  });
});

describe("bodies", () => {
  it("refuses wrong types, over-long text, unknown sites and an owner outside the organisation, naming each field", async () => {
    const create = (body: unknown) => t.call("POST", "/api/suppliers", { cookie: qa, body });
    const base = { name: "Probe Farms", category: "grower", riskLevel: "low" };
    expect(fields(await create({ ...base, name: 42 })).name).toBeDefined();
    expect(fields(await create({ ...base, name: "x".repeat(1000) })).name).toBeDefined();
    expect(fields(await create({ ...base, category: "cars" })).category).toBeDefined();
    expect(fields(await create({ ...base, riskLevel: ["high"] })).riskLevel).toBeDefined();
    expect(Object.keys(fields(await create({ ...base, siteIds: "oxnard" })))).toContain("siteIds");
    expect(Object.keys(fields(await create({ ...base, siteIds: ["nowhere"] })))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^siteIds/)]),
    );
    expect(Object.keys(fields(await create({ ...base, contacts: "Ana" })))).toContain("contacts");
    expect(
      Object.keys(fields(await create({ ...base, contacts: [{ name: "Ana", email: "not-an-address" }] }))),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^contacts/)]));
    expect(Object.keys(fields(await create({ ...base, productIds: ["x".repeat(5000)] })))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^productIds/)]),
    );
    expect(fields(await create({ ...base, notes: "x".repeat(100_000) })).notes).toBeDefined();
    expect(fields(await create({ ...base, ownerId: "nobody" })).ownerId).toBeDefined();
    expect(fields(await create({ ...base, ownerId: theirUserId })).ownerId).toBeDefined();
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/suppliers",
      headers: { cookie: qa, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
    expect((await create([base])).statusCode).toBe(400);

    const patch = (body: unknown) => t.call("PATCH", `/api/suppliers/${mine}`, { cookie: qa, body });
    expect(fields(await patch({ ownerId: theirUserId })).ownerId).toBeDefined();
    expect(fields(await patch({ name: "" })).name).toBeDefined();

    const status = (body: unknown) => t.call("POST", `/api/suppliers/${mine}/status`, { cookie: qa, body });
    expect(fields(await status({ status: "action_needed", reason: "x" })).status).toBeDefined();
    expect(fields(await status({ status: "approved", reason: "x".repeat(5000) })).reason).toBeDefined();
    expect(fields(await status({ status: "approved", reason: 7 })).reason).toBeDefined();

    const link = (body: unknown) => t.call("POST", `/api/suppliers/${mine}/upload-links`, { cookie: qa, body });
    expect(fields(await link({ expiresInDays: 0 })).expiresInDays).toBeDefined();
    expect(fields(await link({ expiresInDays: "ten" })).expiresInDays).toBeDefined();
    expect(Object.keys(fields(await link({ documentTypes: ["passport"] })))).toEqual(
      expect.arrayContaining([expect.stringMatching(/^documentTypes/)]),
    );

    const requirements = (body: unknown) => t.call("PUT", "/api/suppliers/requirements", { cookie: qa, body });
    expect(Object.keys(fields(await requirements({ requirements: [] })))).toContain("requirements");
    expect(
      Object.keys(
        fields(
          await requirements({
            requirements: [{ category: "grower", riskLevel: "low", documentType: "water_test", renewalMonths: -1 }],
          }),
        ),
      ),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^requirements/)]));
  });

  it("refuses impossible dates and bad document fields on an upload, naming the field", async () => {
    const url = `/api/suppliers/${mine}/documents`;
    expect(fields(await upload(url, qa, { type: "insurance", expiresOn: "2026-02-30" })).expiresOn).toBeDefined();
    expect(fields(await upload(url, qa, { type: "insurance", issuedOn: "yesterday" })).issuedOn).toBeDefined();
    expect(fields(await upload(url, qa, { type: "passport" })).type).toBeDefined();
    expect(fields(await upload(url, qa, { type: "insurance", score: "x".repeat(500) })).score).toBeDefined();
    expect((await upload(url, qa, "{not json")).statusCode).toBe(400);
    expect(fields(await upload(url, qa, { type: "insurance" }, false)).file).toBeDefined();
  });

  it("refuses queries with bad filters, naming them", async () => {
    const list = (query: string) => t.call("GET", `/api/suppliers?${query}`, { cookie: viewer });
    expect(fields(await list("status=maybe")).status).toBeDefined();
    expect(fields(await list("category=cars")).category).toBeDefined();
    expect(fields(await list(`site=${"x".repeat(200)}`)).site).toBeDefined();
    expect((await list("site=nowhere")).statusCode).toBe(404);
    expect(
      fields(await t.call("GET", "/api/suppliers/approved.csv?status=maybe", { cookie: viewer })).status,
    ).toBeDefined();
  });
});

describe("roles", () => {
  it("lets a viewer read but not write, and refuses every write without a session", async () => {
    expect((await t.call("GET", `/api/suppliers/${mine}`, { cookie: viewer })).statusCode).toBe(200);
    const writes: [string, string, unknown][] = [
      ["POST", "/api/suppliers", { name: "Viewer Co", category: "grower", riskLevel: "low" }],
      ["PATCH", `/api/suppliers/${mine}`, { notes: "x" }],
      ["POST", `/api/suppliers/${mine}/status`, { status: "approved", reason: "Fine" }],
      ["POST", `/api/suppliers/${mine}/upload-links`, {}],
      ["PUT", "/api/suppliers/requirements", { requirements: [] }],
    ];
    for (const [method, url, body] of writes) {
      expect((await t.call(method as "POST", url, { cookie: viewer, body })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.call(method as "POST", url, { body })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await upload(`/api/suppliers/${mine}/documents`, viewer, { type: "insurance" })).statusCode).toBe(403);
  });

  it("answers an unknown or malformed public upload token with 404, never 500", async () => {
    for (const token of ["short", "x".repeat(40), "%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00"]) {
      const info = await t.call("GET", `/api/public/supplier-uploads/${token}`);
      expect([400, 404], token).toContain(info.statusCode);
      const sent = await upload(`/api/public/supplier-uploads/${token}`, undefined, { type: "insurance", name: "A" });
      expect([400, 404], token).toContain(sent.statusCode);
    }
  });
});
