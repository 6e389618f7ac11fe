import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TemplateView } from "../src/domain/schemas/library";
import { auditEvents } from "../src/server/db/schema";
import { pdfText } from "./support/pdf-text";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
let viewer: string;
let supervisor: string;

beforeAll(async () => {
  t = await createTestApp();
  [viewer, supervisor] = await Promise.all([t.signInAs("viewer"), t.signInAs("supervisor")]);
});
afterAll(() => t.close());

const templates = async (query = "") =>
  (await t.call("GET", `/api/library/templates${query}`, { cookie: viewer })).json().templates as TemplateView[];
const byName = async (name: string) => (await templates()).find((x) => x.name === name)!;

describe("template library", () => {
  it("lists the catalogue and filters by category", async () => {
    const all = await templates();
    expect(all).toHaveLength(10);
    expect(all.every((x) => x.downloads === 0 && x.status === "active")).toBe(true);
    const traceability = await templates("?category=Traceability");
    expect(traceability.map((x) => x.name).sort()).toEqual(["FSMA 204 Shipping KDE Record", "Mock Recall Log"]);
    expect((await t.call("GET", "/api/library/templates?category=Cooking", { cookie: viewer })).statusCode).toBe(400);
  });

  it("produces a real PDF form for the chosen site and counts every download with an audit event", async () => {
    const log = await byName("Pre-Operational Sanitation Log");
    const first = await t.call("POST", `/api/library/templates/${log.id}/download`, {
      cookie: viewer,
      body: { siteId: "oxnard" },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["content-disposition"]).toBe("attachment; filename=pre-op-sanitation-log-oxnard.pdf");
    expect(first.headers["x-download-count"]).toBe("1");
    const [page] = await pdfText(first.rawPayload);
    expect(page).toContain("Pre-Operational Sanitation Log");
    expect(page).toContain("Oxnard Packhouse");
    expect(page).toContain("SAN-F-001");
    expect(page).toContain("Sanitizer & ppm");
    expect(page).toContain("Verified by");

    await t.call("POST", `/api/library/templates/${log.id}/download`, { cookie: supervisor, body: { siteId: "yuma" } });
    expect((await byName("Pre-Operational Sanitation Log")).downloads).toBe(2);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "template.download"), eq(auditEvents.entityId, log.id)))
      .orderBy(auditEvents.seq);
    expect(events.map((e) => e.actorName).sort()).toEqual(["James Carter", "Priya Patel"]);
  });

  it("produces a CSV with a header row", async () => {
    const csv = await byName("FSMA 204 Shipping KDE Record");
    const response = await t.call("POST", `/api/library/templates/${csv.id}/download`, {
      cookie: viewer,
      body: { siteId: "yuma" },
    });
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.body.replace(/^\ufeff/, "").trim()).toBe(
      "Facility,Traceability lot code,Quantity,Unit of measure,Product description,Ship-from location,Ship-to location,Ship date,TLC source location,Reference document type,Reference document number",
    );
  });

  it("does not count a refused download", async () => {
    const log = await byName("Visitor & Contractor Log");
    expect(
      (
        await t.call("POST", `/api/library/templates/${log.id}/download`, {
          cookie: supervisor,
          body: { siteId: "oxnard" },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call("POST", `/api/library/templates/${log.id}/download`, {
          cookie: viewer,
          body: { siteId: "nowhere" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call("POST", `/api/library/templates/${log.id}/download`, { cookie: viewer, body: {} })).json().error
        .fields.siteId,
    ).toBeDefined();
    expect(
      (
        await t.call("POST", "/api/library/templates/not-a-uuid/download", {
          cookie: viewer,
          body: { siteId: "oxnard" },
        })
      ).statusCode,
    ).toBe(400);
    expect((await byName("Visitor & Contractor Log")).downloads).toBe(0);
  });
});
