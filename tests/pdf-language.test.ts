import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unzipSync } from "fflate";
import { runPendingEvidenceJobs } from "../src/server/use-cases/audits/evidence/evidence-worker";
import { pdfText } from "./support/pdf-text";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Generated PDFs speak their requester's language (decision 098): her account's language, else her
 * request's; a pack built later by the background job keeps the language of the one who asked.
 */
let t: TestApp;
let spanish: string;
let english: string;
const englishBrowser = { "accept-language": "en-US" };

beforeAll(async () => {
  t = await createTestApp();
  spanish = await t.signInAs("qa_tech");
  english = await t.signInAs("qa_manager");
  // Her account says Spanish: that wins over a browser that asks for English.
  expect((await t.call("PATCH", "/api/me", { cookie: spanish, body: { locale: "es" } })).statusCode).toBe(200);
});
afterAll(() => t.close());

async function packFiles(cookie: string) {
  const created = await t.call("POST", "/api/evidence-packs", {
    cookie,
    headers: englishBrowser,
    body: { siteId: "oxnard", rangeDays: null, from: "2026-10-01", to: "2026-10-31", clauses: ["fsms"], format: "all" },
  });
  expect(created.statusCode, created.body).toBe(202);
  expect(await runPendingEvidenceJobs(t.db)).toBe(1);
  const ready = (await t.call("GET", `/api/evidence-packs/${created.json().id}`, { cookie })).json();
  const download = async (kind: string) => {
    const file = ready.files.find((f: { kind: string }) => f.kind === kind);
    const response = await t.call("GET", `/api/evidence-packs/${ready.id}/files/${file.id}`, { cookie });
    return { name: file.filename as string, bytes: response.rawPayload };
  };
  return { pdf: await download("pdf"), zip: await download("zip") };
}

describe("evidence pack PDF in the requester's language", () => {
  it("is in Spanish for a Spanish requester: headings, clause group, dates and file names", async () => {
    const { pdf, zip } = await packFiles(spanish);
    const pages = await pdfText(pdf.bytes);
    const [cover, ...rest] = pages;
    expect(cover).toContain("Paquete de evidencias de auditoría");
    expect(cover).toContain("ORGANIZACIÓN");
    expect(cover).toContain("SOLICITADO POR");
    expect(cover).toContain("del 1 oct 2026 al 31 oct 2026");
    expect(cover).toContain("Resumen");
    expect(cover).toContain("Grupo de cláusulas");
    expect(cover).toMatch(new RegExp(`Página 1 de ${pages.length}`));
    expect(cover).not.toContain("Audit Evidence Pack");
    expect(rest.join("\n")).toContain("Política, responsabilidad de la dirección");
    // The catalogue's clause titles and module names in Spanish (decision 127).
    expect(rest.join("\n")).toContain("Política de inocuidad alimentaria vigente");
    expect(rest.join("\n")).toContain("Módulo 1 SGIA");
    expect(rest.join("\n")).not.toContain("Food Safety Policy present");
    expect(pdf.name).toBe("paquete-de-evidencias-2026-10-01-al-2026-10-31.pdf");
    const names = Object.keys(unzipSync(new Uint8Array(zip.bytes)));
    expect(names).toContain("paquete-de-evidencias-2026-10-01-al-2026-10-31.pdf");
  });

  it("is in English for an English requester", async () => {
    const { pdf } = await packFiles(english);
    const pages = await pdfText(pdf.bytes);
    const [cover] = pages;
    expect(cover).toContain("Audit Evidence Pack");
    expect(cover).toContain("REQUESTED BY");
    expect(cover).toContain("Oct 1, 2026 to Oct 31, 2026");
    expect(cover).toMatch(new RegExp(`Page 1 of ${pages.length}`));
    expect(cover).not.toContain("Resumen");
    expect(pdf.name).toBe("evidence-pack-2026-10-01-to-2026-10-31.pdf");
  });
});

describe("Food Safety Plan export in the reader's language", () => {
  it("is in Spanish for a Spanish account, English for an English browser", async () => {
    const manager = await t.signInAs("qa_manager");
    const es = await t.call("GET", "/api/sites/oxnard/fsp/export", {
      cookie: manager,
      headers: { "accept-language": "es-MX" },
    });
    expect(es.statusCode).toBe(200);
    const spanishText = (await pdfText(es.rawPayload)).join("\n");
    expect(spanishText).toContain("Plan de inocuidad alimentaria");
    expect(spanishText).toContain("Registro de firmas");
    expect(spanishText).toContain("Hash del contenido (sha256)");
    expect(spanishText).toMatch(/\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic) 20\d\d/);
    expect(es.headers["content-disposition"]).toContain("plan-de-inocuidad-oxnard-");

    const en = await t.call("GET", "/api/sites/oxnard/fsp/export", { cookie: manager, headers: englishBrowser });
    const englishText = (await pdfText(en.rawPayload)).join("\n");
    expect(englishText).toContain("Food Safety Plan");
    expect(englishText).toContain("Signature Manifest");
    expect(englishText).toMatch(/(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, 20\d\d/);
    expect(en.headers["content-disposition"]).toContain("food-safety-plan-oxnard-");
  });
});
