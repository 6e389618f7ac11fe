import { afterAll, beforeAll, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { runPendingEvidenceJobs } from "../src/server/use-cases/audits/evidence/evidence-worker";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("an evidence pack's CSV neutralises a formula a user typed into verification notes", async () => {
  const manager = await t.signInAs("qa_manager");
  const created = await t.call("POST", "/api/sites/oxnard/records", {
    cookie: await t.signInAs("qa_tech"),
    body: {
      type: "temperature",
      clauseId: "C.01.01",
      occurredAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      performedBy: "Sofia Ramirez",
      notes: "",
      readings: { location: "Cooler 2", reading: 36, unit: "F", correctiveAction: "" },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const formula = '=HYPERLINK("http://evil.example","Open")';
  const approved = await t.call("POST", `/api/records/${created.json().id}/approve`, {
    cookie: manager,
    body: { notes: formula },
  });
  expect(approved.statusCode, approved.body).toBe(200);

  const clauses = ["fsms", "document_control", "traceability", "site_management", "risk_assessment", "gap"];
  const requested = await t.call("POST", "/api/evidence-packs", {
    cookie: manager,
    body: { siteId: "oxnard", rangeDays: 7, clauses: [...clauses, "harvest", "post_harvest"], format: "csv" },
  });
  expect(requested.statusCode, requested.body).toBe(202);
  await runPendingEvidenceJobs(t.db);
  const pack = (await t.call("GET", `/api/evidence-packs/${requested.json().id}`, { cookie: manager })).json();
  expect(pack.status).toBe("ready");
  const file = pack.files.find((f: { filename: string }) => f.filename === "verifications.csv");
  const csv = (await t.call("GET", `/api/evidence-packs/${pack.id}/files/${file.id}`, { cookie: manager })).body;

  const cells = (parse(csv, { bom: true }) as string[][]).flat();
  expect(cells).toContain(`'${formula}`);
  expect(cells).not.toContain(formula);
});
