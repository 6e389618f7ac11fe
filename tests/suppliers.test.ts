import ExcelJS from "exceljs";
import { strFromU8, unzipSync } from "fflate";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, shiftInstant } from "../src/domain/dates";
import { supplierToday } from "../src/domain/suppliers/compliance";
import { supplierUploadLinks } from "../src/server/db/schema";
import { demoSites } from "../src/server/demo/demo-organisation";
import { makeCsv } from "../src/server/document-audit/make-documents";
import { runPendingEvidenceJobs } from "../src/server/use-cases/audits/evidence/evidence-worker";
import { runPendingDocumentAudits } from "../src/server/use-cases/document-audits/document-audit-job";
import {
  DEMO_LAPSED_DAYS,
  DEMO_LAPSED_SITE,
  DEMO_LAPSED_SUPPLIER,
  demoSuppliers,
} from "../src/server/demo/suppliers/seed-demo-suppliers";
import { multipart, samplePdf, sampleExe } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

/** Issue 21: the approved-supplier programme through the API, on the seeded demo organisation. */
let t: TestApp;
type Role = "admin" | "qa_manager" | "qa_tech" | "pcqi" | "viewer" | "supervisor";
const cookies = {} as Record<Role, string>;
const zone = (slug: string) => demoSites.find((s) => s.slug === slug)!.timezone;
/** Today for a supplier of Oxnard only, computed as the server does (through the domain). */
const oxnardToday = () => supplierToday([zone("oxnard")], new Date());
/** Today for the demo's lapsed supplier, which supplies Yuma only. */
const lapsedToday = () => supplierToday([zone(DEMO_LAPSED_SITE)], new Date());

type ListItem = {
  id: string;
  name: string;
  category: string;
  status: string;
  compliance: string;
  actionNeeded: boolean;
  siteIds: string[];
  documents: { type: string; expiresOn: string | null; state: string; awaitingReview: boolean }[];
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "qa_manager", "qa_tech", "pcqi", "viewer", "supervisor"] as const)
    cookies[role] = await t.signInAs(role);
});
afterAll(() => t.close());

const list = async (query = "", cookie = cookies.viewer) => {
  const response = await t.call("GET", `/api/suppliers${query}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().suppliers as ListItem[];
};
const byName = async (name: string) => (await list()).find((s) => s.name === name)!;

const upload = (
  url: string,
  cookie: string | undefined,
  data: object,
  file = { filename: "cert.pdf", bytes: samplePdf },
) => {
  const body = multipart({ data: JSON.stringify(data) }, [{ field: "file", ...file }]);
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...(cookie ? { cookie } : {}), ...body.headers },
    payload: body.body,
  });
};

const createSupplier = async (name: string, extra: object = {}) => {
  const response = await t.call("POST", "/api/suppliers", {
    cookie: cookies.qa_tech,
    body: { name, category: "grower", riskLevel: "low", siteIds: ["oxnard"], ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json().supplier as ListItem & { versions: { id: string; state: string; viaUploadLink: boolean }[] };
};

type Overview = {
  metrics: { readinessScore: { value: number } };
  actionQueue: {
    tab: string;
    total: number;
    items: { kind: string; id: string; title: string; detail: string; url: string; status: string; due: string }[];
  }[];
  byClause: { tag: string; overdue: number; due: number; total: number }[];
};
const overview = async (language = "en") => {
  const response = await t.call("GET", `/api/sites/${DEMO_LAPSED_SITE}/overview?days=30`, {
    cookie: cookies.admin,
    headers: { "accept-language": language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Overview;
};
const suppliersTab = (o: Overview) => o.actionQueue.find((q) => q.tab === "suppliers")!;
const supplierArea = (o: Overview) => o.byClause.find((r) => r.tag === "supplier")!;

describe("GET /api/suppliers", () => {
  it("answers the contract for the seeded dozen, with the lapsed grower expired and needing action", async () => {
    const suppliers = await list();
    expect(suppliers.map((s) => s.name).sort()).toEqual(demoSuppliers.map((s) => s.name).sort());
    for (const s of suppliers) {
      expect(s).toEqual(
        expect.objectContaining({ id: expect.any(String), name: expect.any(String), category: expect.any(String) }),
      );
      expect(["complete", "expiring", "expired", "missing"]).toContain(s.compliance);
      for (const d of s.documents)
        expect(Object.keys(d)).toEqual(expect.arrayContaining(["type", "expiresOn", "state"]));
    }
    const lapsed = suppliers.find((s) => s.name === DEMO_LAPSED_SUPPLIER)!;
    expect(lapsed).toMatchObject({ status: "approved", compliance: "expired", actionNeeded: true });
    expect(lapsed.documents.find((d) => d.type === "gfsi_certificate")).toMatchObject({
      state: "expired",
      expiresOn: addCalendarDays(lapsedToday(), -DEMO_LAPSED_DAYS),
    });
    // Statuses the seed decided, and expiring documents within 30 days.
    expect(new Set(suppliers.map((s) => s.status))).toEqual(
      new Set(["approved", "conditionally_approved", "pending", "suspended", "delisted"]),
    );
    expect(suppliers.filter((s) => s.compliance === "expiring").length).toBeGreaterThanOrEqual(2);
  });

  it("filters by site, status, category and compliance, and names a bad filter", async () => {
    const yuma = await list("?site=yuma");
    expect(yuma.length).toBeGreaterThan(0);
    expect(yuma.every((s) => s.siteIds.includes("yuma"))).toBe(true);
    const expiredApproved = await list("?status=approved&compliance=expired");
    expect(expiredApproved.map((s) => s.name)).toContain(DEMO_LAPSED_SUPPLIER);
    expect(expiredApproved.every((s) => s.status === "approved" && s.compliance === "expired")).toBe(true);
    expect((await list("?category=pest_control")).every((s) => s.category === "pest_control")).toBe(true);
    const bad = await t.call("GET", "/api/suppliers?compliance=overdue", { cookie: cookies.viewer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.compliance).toBeDefined();
  });

  it("shows a member restricted to Yuma only the suppliers of Yuma, and refuses her an Oxnard one", async () => {
    const seen = await list("", cookies.supervisor);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => s.siteIds.length === 0 || s.siteIds.includes("yuma"))).toBe(true);
    const oxnardOnly = await byName("Santa Clara Ranch Co-op");
    expect(oxnardOnly.siteIds).toEqual(["oxnard"]);
    expect((await t.call("GET", `/api/suppliers/${oxnardOnly.id}`, { cookie: cookies.supervisor })).statusCode).toBe(
      403,
    );
  });
});

describe("the approved supplier list as CSV and XLSX", () => {
  it("lists approved and conditionally approved suppliers, one row per required document with its expiry", async () => {
    const csv = await t.call("GET", "/api/suppliers/approved.csv", { cookie: cookies.viewer });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="?approved-suppliers-\d{4}-\d{2}-\d{2}\.csv"?/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Supplier,Category,Risk,Status,Compliance,Action needed,Sites,Document,Expires on,Document state",
    );
    const lapsedOn = addCalendarDays(lapsedToday(), -DEMO_LAPSED_DAYS);
    expect(lines).toContain(
      `${DEMO_LAPSED_SUPPLIER},Grower,High,approved,Expired,Yes,yuma,GFSI certificate,${lapsedOn},Expired`,
    );
    expect(lines.some((l) => l.startsWith("ClearSeal Films,Packaging,High,conditionally approved,Expiring,No"))).toBe(
      true,
    );
    // Pending, suspended and delisted suppliers are not on the approved list.
    for (const name of ["Gila River Produce", "Sonoran Pest Control", "Route 101 Haulers"])
      expect(lines.some((l) => l.startsWith(name))).toBe(false);

    const spanish = await t.call("GET", "/api/suppliers/approved.csv", {
      cookie: cookies.viewer,
      headers: { "accept-language": "es" },
    });
    expect(spanish.body).toContain("Proveedor,Categoría,Riesgo,Estado,Cumplimiento");
    expect(spanish.body).toContain(`${DEMO_LAPSED_SUPPLIER},Productor,Alto,aprobado,Vencido,Sí,yuma,Certificado GFSI`);

    const xlsx = await t.call("GET", "/api/suppliers/approved.xlsx?site=yuma", { cookie: cookies.viewer });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const values = sheet
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(values.length).toBeGreaterThan(0);
    expect(values.every((row) => String(row[6]).split(", ").includes("yuma"))).toBe(true);
    expect(
      values.some((row) => row[0] === "Desert Sun Growers" && row[7] === "Water test" && row[9] === "Expiring"),
    ).toBe(true);
  });
});

describe("creating and deciding on a supplier", () => {
  it("creates a pending supplier and refuses an unknown site naming the field", async () => {
    const supplier = await createSupplier("Ventura Baby Greens", {
      contacts: [{ name: "Ana Lopez", email: "ana@venturagreens.example" }],
    });
    expect(supplier).toMatchObject({
      status: "pending",
      compliance: "missing",
      siteIds: ["oxnard"],
      contacts: [{ name: "Ana Lopez", email: "ana@venturagreens.example" }],
    });
    const bad = await t.call("POST", "/api/suppliers", {
      cookie: cookies.qa_tech,
      body: { name: "Nowhere Farms", category: "grower", riskLevel: "low", siteIds: ["atlantis"] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.siteIds).toMatch(/atlantis/);
  });

  it("lets only a QA manager or an administrator decide, with a reason, and refuses illegal moves with 409", async () => {
    const supplier = await createSupplier("Hueneme Herbs");
    const url = `/api/suppliers/${supplier.id}/status`;
    for (const role of ["qa_tech", "pcqi", "supervisor", "viewer"] as const) {
      const refused = await t.call("POST", url, {
        cookie: cookies[role],
        body: { status: "approved", reason: "Looks fine" },
      });
      expect(refused.statusCode).toBe(403);
    }
    const noReason = await t.call("POST", url, { cookie: cookies.qa_manager, body: { status: "approved" } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBeDefined();
    const illegal = await t.call("POST", url, {
      cookie: cookies.qa_manager,
      body: { status: "suspended", reason: "Test" },
    });
    expect(illegal.statusCode).toBe(409);

    const approved = await t.call("POST", url, {
      cookie: cookies.qa_manager,
      body: { status: "approved", reason: "Site visit passed" },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().supplier).toMatchObject({ status: "approved", statusReason: "Site visit passed" });
    expect(approved.json().supplier.statusChangedByName).toBeTruthy();
    expect(
      (await t.call("POST", url, { cookie: cookies.admin, body: { status: "approved", reason: "Again" } })).statusCode,
    ).toBe(409);
    const delisted = await t.call("POST", url, {
      cookie: cookies.admin,
      body: { status: "delisted", reason: "Closed" },
    });
    expect(delisted.statusCode).toBe(200);
    const audit = await t.call("GET", `/api/audit-log?entityId=${supplier.id}&action=supplier.status_change`, {
      cookie: cookies.admin,
    });
    expect(audit.json().items.map((e: { after: { status: string; reason: string } }) => e.after)).toEqual(
      expect.arrayContaining([
        { status: "approved", reason: "Site visit passed" },
        { status: "delisted", reason: "Closed" },
      ]),
    );
    // Every decision is kept and answered on the supplier, newest first, with who took it.
    const names = Object.fromEntries(
      await Promise.all(
        (["qa_manager", "admin"] as const).map(async (role) => [
          role,
          (await t.call("GET", "/api/auth/me", { cookie: cookies[role] })).json().user.name as string,
        ]),
      ),
    );
    const detail = await t.call("GET", `/api/suppliers/${supplier.id}`, { cookie: cookies.viewer });
    expect(detail.statusCode).toBe(200);
    const history = detail.json().supplier.statusHistory as { at: string }[];
    expect(history).toEqual([
      { from: "approved", to: "delisted", reason: "Closed", byName: names.admin, at: expect.any(String) },
      {
        from: "pending",
        to: "approved",
        reason: "Site visit passed",
        byName: names.qa_manager,
        at: expect.any(String),
      },
    ]);
    expect(Date.parse(history[0]!.at)).toBeGreaterThanOrEqual(Date.parse(history[1]!.at));
    expect(delisted.json().supplier.statusHistory).toHaveLength(2);
  });

  it("changes details without touching the approval", async () => {
    const lapsed = await byName("Santa Clara Ranch Co-op");
    const response = await t.call("PATCH", `/api/suppliers/${lapsed.id}`, {
      cookie: cookies.qa_tech,
      body: { notes: "Supplies: Strawberries, Celery, Kale" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().supplier).toMatchObject({
      status: "approved",
      notes: "Supplies: Strawberries, Celery, Kale",
    });
  });
});

describe("the overview of the supplier clauses", () => {
  it("shows an approved supplier's lapsed certificate on its site's overview and takes the supplier clauses out of standing", async () => {
    const lapsed = await byName(DEMO_LAPSED_SUPPLIER);
    const before = await overview();
    const item = suppliersTab(before).items.find((i) => i.id === lapsed.id);
    expect(item).toEqual({
      kind: "supplier_action",
      id: lapsed.id,
      title: `${DEMO_LAPSED_SUPPLIER}: action needed`,
      detail: "1 required document expired or missing",
      due: addCalendarDays(lapsedToday(), -DEMO_LAPSED_DAYS),
      status: "overdue",
      action: "Review supplier",
      url: `/app/suppliers?supplier=${lapsed.id}`,
    });
    // Desert Sun's water test expires within 30 days: due, not a lapse.
    const desertSun = await byName("Desert Sun Growers");
    const water = desertSun.documents.find((d) => d.type === "water_test")!;
    expect(suppliersTab(before).items.find((i) => i.id === desertSun.id)).toMatchObject({
      kind: "supplier_expiring",
      due: water.expiresOn,
      action: "Request renewal",
    });
    // The two clauses the supplier records evidence (5.01.01, 5.01.02) are out of standing.
    expect(supplierArea(before).overdue).toBe(2);
    expect((await overview("es")).actionQueue.find((q) => q.tab === "suppliers")!.items).toContainEqual(
      expect.objectContaining({
        title: `${DEMO_LAPSED_SUPPLIER}: requiere acción`,
        detail: "1 documento requerido vencido o faltante",
      }),
    );
  });

  it("counts no work for pending, suspended or delisted suppliers", async () => {
    const o = await overview();
    const names = ["Gila River Produce", "Sonoran Pest Control"];
    const ids = await Promise.all(names.map(async (n) => (await byName(n)).id));
    expect(suppliersTab(o).items.some((i) => ids.includes(i.id))).toBe(false);
  });
});

describe("documents", () => {
  it("land to review, count once accepted, and a newer accepted version renews an expired one", async () => {
    const lapsed = await byName(DEMO_LAPSED_SUPPLIER);
    const before = await overview();
    const expiresOn = addCalendarDays(lapsedToday(), 365);
    const uploaded = await upload(`/api/suppliers/${lapsed.id}/documents`, cookies.qa_tech, {
      type: "gfsi_certificate",
      issuedOn: lapsedToday(),
      expiresOn,
      score: "95.1",
    });
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json().document;
    expect(document).toMatchObject({ state: "to_review", version: 2, contentType: "application/pdf", score: "95.1" });

    const waiting = await byName(DEMO_LAPSED_SUPPLIER);
    expect(waiting).toMatchObject({ compliance: "expired", actionNeeded: true });
    expect(waiting.documents.find((d) => d.type === "gfsi_certificate")!.awaitingReview).toBe(true);

    const url = `/api/suppliers/${lapsed.id}/documents/${document.id}/review`;
    // Only a QA manager or an administrator reviews.
    for (const role of ["pcqi", "qa_tech", "supervisor"] as const)
      expect((await t.call("POST", url, { cookie: cookies[role], body: { decision: "accept" } })).statusCode).toBe(403);
    const accepted = await t.call("POST", url, { cookie: cookies.qa_manager, body: { decision: "accept" } });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().document.state).toBe("accepted");
    expect(
      (await t.call("POST", url, { cookie: cookies.qa_manager, body: { decision: "reject", reason: "x y z" } }))
        .statusCode,
    ).toBe(409);

    const renewed = await byName(DEMO_LAPSED_SUPPLIER);
    expect(renewed.documents.find((d) => d.type === "gfsi_certificate")).toMatchObject({
      state: "complete",
      expiresOn,
    });
    // The approval never changed on its own: still approved, now with nothing to act on.
    expect(renewed).toMatchObject({ status: "approved", actionNeeded: false });
    // The lapse leaves its site's overview at once (the cached overview follows the audit trail): the supplier
    // clauses are back in standing and readiness rises.
    const after = await overview();
    expect(suppliersTab(before).items.map((i) => i.id)).toContain(lapsed.id);
    expect(suppliersTab(after).items.map((i) => i.id)).not.toContain(lapsed.id);
    expect(suppliersTab(after).total).toBe(suppliersTab(before).total - 1);
    expect(supplierArea(before).overdue).toBe(2);
    expect(supplierArea(after).overdue).toBe(0);
    expect(after.metrics.readinessScore.value).toBeGreaterThan(before.metrics.readinessScore.value);
    const file = await t.call("GET", `/api/files/${document.fileId}`, { cookie: cookies.viewer });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(samplePdf)).toBe(true);
  });

  it("refuses a program renamed .pdf, a missing file, a rejection without reason and an expiry before the issue", async () => {
    const supplier = await createSupplier("Saticoy Sprouts");
    const url = `/api/suppliers/${supplier.id}/documents`;
    const exe = await upload(url, cookies.qa_tech, { type: "water_test" }, { filename: "water.pdf", bytes: sampleExe });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error.fields.file).toMatch(/water\.pdf/);
    const noFile = await t.app.inject({
      method: "POST",
      url,
      headers: { cookie: cookies.qa_tech, "content-type": "application/json" },
      payload: { type: "water_test" },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.file).toBeDefined();
    const backwards = await upload(url, cookies.qa_tech, {
      type: "water_test",
      issuedOn: oxnardToday(),
      expiresOn: addCalendarDays(oxnardToday(), -1),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields.expiresOn).toBeDefined();

    const ok = await upload(url, cookies.qa_tech, {
      type: "water_test",
      expiresOn: addCalendarDays(oxnardToday(), 100),
    });
    const review = `${url}/${ok.json().document.id}/review`;
    const noReason = await t.call("POST", review, { cookie: cookies.qa_manager, body: { decision: "reject" } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBeDefined();
    const rejected = await t.call("POST", review, {
      cookie: cookies.qa_manager,
      body: { decision: "reject", reason: "Sample taken at another well" },
    });
    expect(rejected.json().document).toMatchObject({ state: "rejected", reviewReason: "Sample taken at another well" });
    expect((await byName("Saticoy Sprouts")).documents.find((d) => d.type === "water_test")!.state).toBe("missing");
  });
});

describe("the supplier upload link", () => {
  it("is shown once, lets the contact upload the requested types without an account, and lands to review", async () => {
    const supplier = await createSupplier("Camarillo Citrus");
    const created = await t.call("POST", `/api/suppliers/${supplier.id}/upload-links`, {
      cookie: cookies.qa_tech,
      body: { expiresInDays: 7, documentTypes: ["water_test", "letter_of_guarantee"] },
    });
    expect(created.statusCode).toBe(201);
    const token = (created.json().path as string).split("/supplier-upload/")[1]!;
    expect(token.length).toBeGreaterThan(30);
    const links = await t.call("GET", `/api/suppliers/${supplier.id}/upload-links`, { cookie: cookies.qa_tech });
    expect(JSON.stringify(links.json())).not.toContain(token);
    expect(links.json().links[0]).toMatchObject({ open: true, documentTypes: ["water_test", "letter_of_guarantee"] });

    const info = await t.call("GET", `/api/public/supplier-uploads/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      supplier: "Camarillo Citrus",
      documentTypes: ["water_test", "letter_of_guarantee"],
    });

    const publicUrl = `/api/public/supplier-uploads/${token}`;
    const wrongType = await upload(publicUrl, undefined, { type: "gfsi_certificate", uploaderName: "Carla Ruiz" });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields.type).toBeDefined();
    const exe = await upload(
      publicUrl,
      undefined,
      { type: "water_test", uploaderName: "Carla Ruiz" },
      {
        filename: "test.pdf",
        bytes: sampleExe,
      },
    );
    expect(exe.statusCode).toBe(400);
    const sent = await upload(publicUrl, undefined, {
      type: "water_test",
      uploaderName: "Carla Ruiz",
      expiresOn: addCalendarDays(oxnardToday(), 300),
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().document).toMatchObject({ type: "water_test", version: 1, state: "to_review" });

    const detail = (await t.call("GET", `/api/suppliers/${supplier.id}`, { cookie: cookies.viewer })).json().supplier;
    expect(detail.versions[0]).toMatchObject({ state: "to_review", viaUploadLink: true });
    expect(detail.versions[0].uploadedByName).toMatch(/Carla Ruiz/);
    expect(detail.documentsToReview).toBe(1);
  });

  it("answers 404 for an unknown token, 410 once revoked or expired", async () => {
    expect((await t.call("GET", "/api/public/supplier-uploads/not-a-real-token-at-all")).statusCode).toBe(404);
    const supplier = await createSupplier("Somis Avocado");
    const make = async () => {
      const created = await t.call("POST", `/api/suppliers/${supplier.id}/upload-links`, {
        cookie: cookies.qa_tech,
        body: {},
      });
      return {
        id: created.json().link.id as string,
        token: (created.json().path as string).split("/supplier-upload/")[1]!,
      };
    };
    const revoked = await make();
    const revoke = `/api/suppliers/${supplier.id}/upload-links/${revoked.id}/revoke`;
    expect((await t.call("POST", revoke, { cookie: cookies.qa_tech })).statusCode).toBe(200);
    expect((await t.call("POST", revoke, { cookie: cookies.qa_tech })).statusCode).toBe(409);
    expect((await t.call("GET", `/api/public/supplier-uploads/${revoked.token}`)).statusCode).toBe(410);
    const late = await upload(`/api/public/supplier-uploads/${revoked.token}`, undefined, {
      type: "water_test",
      uploaderName: "Someone",
    });
    expect(late.statusCode).toBe(410);

    const expired = await make();
    // Time passes: the link's expiry is now behind us.
    await t.db
      .update(supplierUploadLinks)
      .set({ expiresAt: shiftInstant(new Date(), { minutes: -1 }) })
      .where(eq(supplierUploadLinks.id, expired.id));
    expect((await t.call("GET", `/api/public/supplier-uploads/${expired.token}`)).statusCode).toBe(410);
  });

  it("is rate-limited per link with 429 and Retry-After once the window is full", async () => {
    const supplier = await createSupplier("Piru Peppers");
    const created = await t.call("POST", `/api/suppliers/${supplier.id}/upload-links`, {
      cookie: cookies.qa_tech,
      body: {},
    });
    const token = (created.json().path as string).split("/supplier-upload/")[1]!;
    const url = `/api/public/supplier-uploads/${token}`;
    const fields = { type: "water_test", uploaderName: "Pedro Piru" };
    expect((await upload(url, undefined, fields)).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(supplierUploadLinks)
      .where(eq(supplierUploadLinks.id, created.json().link.id));
    expect(row!.uploadsInWindow).toBe(1);
    // 19 more fill the hour's window of 20.
    await t.db.update(supplierUploadLinks).set({ uploadsInWindow: 20 }).where(eq(supplierUploadLinks.id, row!.id));
    const limited = await upload(url, undefined, fields);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("notifications of expiring and expired supplier documents", () => {
  type Note = { key: string; kind: string; title: string; body: string; url: string };
  const notes = async (cookie: string, language = "en") =>
    (
      (await t.call("GET", "/api/notifications", { cookie, headers: { "accept-language": language } })).json()
        .items as Note[]
    ).filter((n) => n.kind === "supplier_document_expiring");

  it("tell the supplier's owner (the demo's QA manager), and the new owner once it changes hands", async () => {
    const coastal = await byName("Coastal Pest Solutions");
    const insurance = coastal.documents.find((d) => d.type === "insurance")!;
    expect(insurance.state).toBe("expiring");
    const expected = `${coastal.name}: Insurance certificate expires in ${
      (new Date(`${insurance.expiresOn}T00:00:00Z`).getTime() - new Date(`${oxnardToday()}T00:00:00Z`).getTime()) /
      86_400_000
    } days`;
    const forManager = await notes(cookies.qa_manager);
    expect(forManager.map((n) => n.title)).toContain(expected);
    expect(forManager.find((n) => n.title === expected)!.url).toBe(`/app/suppliers?supplier=${coastal.id}`);
    // A suspended supplier's lapsed licence is no one's reminder; the administrator does not own this one.
    expect(forManager.some((n) => n.title.startsWith("Sonoran Pest Control"))).toBe(false);
    expect((await notes(cookies.admin)).some((n) => n.title.startsWith(coastal.name))).toBe(false);
    expect((await notes(cookies.qa_tech)).some((n) => n.title.startsWith(coastal.name))).toBe(false);

    // In Spanish too.
    const spanish = await notes(cookies.qa_manager, "es");
    expect(spanish.some((n) => n.title.startsWith(`${coastal.name}: Certificado de seguro vence en`))).toBe(true);

    // Once the QA tech owns the supplier, the reminder is hers alone.
    const techId = (await t.call("GET", "/api/auth/me", { cookie: cookies.qa_tech })).json().user.id as string;
    const owned = await t.call("PATCH", `/api/suppliers/${coastal.id}`, {
      cookie: cookies.qa_tech,
      body: { ownerId: techId },
    });
    expect(owned.statusCode).toBe(200);
    expect((await notes(cookies.qa_tech)).map((n) => n.title)).toContain(expected);
    expect((await notes(cookies.qa_manager)).map((n) => n.title)).not.toContain(expected);
  });

  it("offer as owners the active members who gather supplier documents, to those who may edit suppliers", async () => {
    const me = async (role: Role) => (await t.call("GET", "/api/auth/me", { cookie: cookies[role] })).json().user.id;
    const response = await t.call("GET", "/api/suppliers/owners", { cookie: cookies.qa_tech });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().owners as { id: string; name: string }[]).map((o) => o.id);
    for (const role of ["admin", "qa_manager", "qa_tech", "pcqi"] as const) expect(ids).toContain(await me(role));
    for (const role of ["viewer", "supervisor"] as const) expect(ids).not.toContain(await me(role));
    expect((await t.call("GET", "/api/suppliers/owners", { cookie: cookies.viewer })).statusCode).toBe(403);
  });

  it("announce an expired document of an approved supplier without owner to QA managers and administrators", async () => {
    const supplier = await createSupplier("Fillmore Farms");
    const expiredOn = addCalendarDays(oxnardToday(), -2);
    const sent = await upload(`/api/suppliers/${supplier.id}/documents`, cookies.qa_tech, {
      type: "water_test",
      expiresOn: expiredOn,
    });
    await t.call("POST", `/api/suppliers/${supplier.id}/documents/${sent.json().document.id}/review`, {
      cookie: cookies.qa_manager,
      body: { decision: "accept" },
    });
    const approved = await t.call("POST", `/api/suppliers/${supplier.id}/status`, {
      cookie: cookies.qa_manager,
      body: { status: "approved", reason: "Approved pending the new water test" },
    });
    expect(approved.json().supplier).toMatchObject({ status: "approved", actionNeeded: true });
    const expired = (await notes(cookies.qa_manager)).find((n) => n.title === "Fillmore Farms: Water test expired");
    expect(expired?.body).toBe(`Expired ${expiredOn} · the supplier is approved: decide whether the approval stands`);
    expect((await notes(cookies.admin)).map((n) => n.key)).toContain(expired!.key);
    expect((await notes(cookies.qa_tech)).map((n) => n.key)).not.toContain(expired!.key);
    // Delisted suppliers are no one's reminder.
    expect((await notes(cookies.qa_manager)).some((n) => n.title.startsWith("Route 101 Haulers"))).toBe(false);
  });
});

describe("the evidence pack of the supplier clauses", () => {
  it("holds the site's approved suppliers with status and expiries, and their accepted documents with files", async () => {
    const created = await t.call("POST", "/api/evidence-packs", {
      cookie: cookies.qa_tech,
      body: { siteId: "oxnard", rangeDays: 90, clauses: ["risk_assessment"], format: "all" },
    });
    expect(created.statusCode, created.body).toBe(202);
    expect(await runPendingEvidenceJobs(t.db)).toBeGreaterThanOrEqual(1);
    const ready = (await t.call("GET", `/api/evidence-packs/${created.json().id}`, { cookie: cookies.qa_tech })).json();
    expect(ready.status).toBe("ready");
    const zipFile = ready.files.find((f: { kind: string }) => f.kind === "zip");
    const zip = await t.call("GET", `/api/evidence-packs/${created.json().id}/files/${zipFile.id}`, {
      cookie: cookies.qa_tech,
    });
    const entries = unzipSync(new Uint8Array(zip.rawPayload));
    const list = strFromU8(entries["csv/approved-suppliers.csv"]!);
    const santaClara = await byName("Santa Clara Ranch Co-op");
    const gfsi = santaClara.documents.find((d) => d.type === "gfsi_certificate")!;
    const listLine = list.split("\r\n").find((l) => l.includes("Santa Clara Ranch Co-op"))!;
    expect(listLine).toContain(",5.01.01 5.01.02,");
    expect(listLine).toContain("approved · Complete");
    expect(listLine).toContain(`GFSI certificate: Complete (${gfsi.expiresOn})`);
    // Oxnard's delisted hauler and Yuma's suppliers are not on Oxnard's approved list.
    expect(list).not.toContain("Route 101 Haulers");
    expect(list).not.toContain("Desert Sun Growers");

    const documents = strFromU8(entries["csv/supplier-documents.csv"]!);
    const docLine = documents.split("\r\n").find((l) => l.includes("Santa Clara Ranch Co-op: GFSI certificate"))!;
    expect(docLine).toContain("Accepted");
    expect(docLine).toContain(`Expires ${gfsi.expiresOn}`);
    // SaniChem's rejected certificate of analysis is not evidence.
    expect(documents.split("\r\n").filter((l) => l.includes("SaniChem Supply: Certificate of analysis"))).toHaveLength(
      1,
    );
    expect(
      Object.keys(entries).some(
        (n) =>
          n.startsWith("attachments/supplier_document/") && n.endsWith("gfsi-certificate-santa-clara-ranch-co-op.pdf"),
      ),
    ).toBe(true);
  });
});

describe("the document audit of a site", () => {
  it("cites the site's approved supplier list and valid supplier documents for the supplier clauses", async () => {
    const csv = Buffer.from(
      makeCsv([
        ["Date", "Topic", "Attendee"],
        ["2026-10-02", "Hygiene", "M. Ortega"],
      ]),
    );
    const body = multipart({}, [{ field: "files", filename: "Training.csv", bytes: csv }]);
    const started = await t.app.inject({
      method: "POST",
      url: "/api/sites/oxnard/document-audits",
      headers: { cookie: cookies.qa_tech, ...body.headers },
      payload: body.body,
    });
    expect(started.statusCode, started.body).toBe(202);
    await runPendingDocumentAudits(t.db);
    const url = `/api/document-audits/${started.json().id}`;
    const audit = (await t.call("GET", url, { cookie: cookies.qa_tech })).json();
    expect(audit.status).toBe("done");
    type Doc = { id: string; name: string; kind: string; source: string };
    const listDoc = audit.documents.find((d: Doc) => d.name === "Clausewise records: Approved supplier list");
    expect(listDoc).toMatchObject({ source: "clausewise", kind: "supplier_document" });
    const validDoc = audit.documents.find((d: Doc) => d.name === "Clausewise records: Supplier documents");
    expect(validDoc).toMatchObject({ source: "clausewise", kind: "supplier_document" });

    for (const clauseId of ["5.01.01", "5.01.02"]) {
      const clause = audit.clauses.find((c: { clauseId: string }) => c.clauseId === clauseId);
      const cited = clause.citations.map((c: { document: string }) => c.document);
      expect(cited, clauseId).toContain("Clausewise records: Approved supplier list");
      expect(clause.verdict, clauseId).not.toBe("no_evidence");
    }

    // Oxnard's approved suppliers with status and expiries; not the delisted hauler nor Yuma's suppliers.
    const text = async (doc: Doc) =>
      (
        (await t.call("GET", `${url}/documents/${doc.id}`, { cookie: cookies.qa_tech })).json().passages as {
          text: string;
        }[]
      )
        .map((p) => p.text)
        .join("\n");
    const list = await text(listDoc);
    const gfsi = (await byName("Santa Clara Ranch Co-op")).documents.find((d) => d.type === "gfsi_certificate")!;
    expect(list).toContain(
      `Supplier: Santa Clara Ranch Co-op; Category: grower; Approval status: approved; Compliance: complete; Required document: GFSI certificate; Expires: ${gfsi.expiresOn}; Document state: complete`,
    );
    expect(list).not.toContain("Route 101 Haulers");
    expect(list).not.toContain("Desert Sun Growers");
    const valid = await text(validDoc);
    expect(valid).toContain(`Supplier: Santa Clara Ranch Co-op; Document: GFSI certificate`);
  });
});

describe("document requirements", () => {
  it("start as the built-in ones and are replaced by a QA manager, changing what is required", async () => {
    const initial = (await t.call("GET", "/api/suppliers/requirements", { cookie: cookies.viewer })).json();
    expect(initial.builtIn).toBe(true);
    expect(initial.requirements).toContainEqual({
      category: "grower",
      riskLevel: "high",
      documentType: "gfsi_certificate",
      renewalMonths: 12,
    });
    const empty = await t.call("PUT", "/api/suppliers/requirements", {
      cookie: cookies.qa_manager,
      body: { requirements: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (
        await t.call("PUT", "/api/suppliers/requirements", {
          cookie: cookies.pcqi,
          body: { requirements: initial.requirements },
        })
      ).statusCode,
    ).toBe(403);

    // Only a water test for low-risk growers from now on.
    const replaced = await t.call("PUT", "/api/suppliers/requirements", {
      cookie: cookies.qa_manager,
      body: { requirements: [{ category: "grower", riskLevel: "low", documentType: "water_test", renewalMonths: 12 }] },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().builtIn).toBe(false);
    const saticoy = await byName("Saticoy Sprouts");
    expect(saticoy.documents.map((d) => d.type)).toEqual(["water_test"]);
    // A category with no requirement left asks for nothing.
    expect((await byName("Coastal Pest Solutions")).documents).toEqual([]);
  });
});
