import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import { strFromU8, unzipSync } from "fflate";
import { addCalendarDays, localDate } from "../src/domain/dates";
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

const allClauses = [
  "fsms",
  "document_control",
  "traceability",
  "site_management",
  "risk_assessment",
  "gap",
  "harvest",
  "post_harvest",
];

async function packFiles(cookie: string, scope = { from: "2026-10-01", to: "2026-10-31", clauses: ["fsms"] }) {
  const created = await t.call("POST", "/api/evidence-packs", {
    cookie,
    headers: englishBrowser,
    body: { siteId: "oxnard", rangeDays: null, ...scope, format: "all" },
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

  it("words every row's title and status, the CSV headers and fixed values in Spanish; typed text stays", async () => {
    // The demo is dated from its seed: the last 60 days hold every kind of evidence the oxnard site keeps.
    const siteDay = (days: number) => addCalendarDays(localDate(new Date(), "America/Los_Angeles"), days);
    const { pdf, zip } = await packFiles(spanish, { from: siteDay(-60), to: siteDay(-1), clauses: allClauses });
    const entries = unzipSync(new Uint8Array(zip.bytes));
    const csv = (name: string) => {
      const file = entries[`csv/${name}`];
      expect(file, name).toBeDefined();
      // Every CSV starts with a UTF-8 byte-order mark (Excel reads the accents): the parser skips it.
      expect([...file!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return parse(strFromU8(file!), { bom: true }) as string[][];
    };
    const rows = (name: string) => {
      const [header, ...body] = csv(name);
      expect(header).toEqual([
        "tipo",
        "fecha",
        "referencia",
        "cláusulas",
        "título",
        "estado",
        "detalle",
        "por",
        "archivos",
      ]);
      expect(body.length, name).toBeGreaterThan(0);
      return body.map(([kind = "", , , , title = "", status = "", detail = "", by = ""]) => ({
        kind,
        title,
        status,
        detail,
        by,
      }));
    };

    const [clauseHeader, ...clauseRows] = csv("clauses.csv");
    expect(clauseHeader).toEqual(["grupo", "cláusula", "requisito", "módulo", "puntos", "n/a", "evidencias", "estado"]);
    expect(clauseRows.find((r) => r[1] === "1.01.01")).toEqual([
      "SGIA 1.01-1.08",
      "1.01.01",
      "Política de inocuidad alimentaria vigente",
      "FSMS_1",
      "10",
      "no",
      expect.any(String),
      "evidenciada",
    ]);
    const [missingHeader, ...missingRows] = csv("missing-logs.csv");
    expect(missingHeader).toEqual(["fecha", "formulario", "turno", "estado", "cláusulas"]);
    expect(missingRows.length).toBeGreaterThan(0);
    for (const row of missingRows) expect(["faltante", "llenado tarde"]).toContain(row[3]);

    for (const row of rows("records.csv")) {
      expect(row.kind).toBe("Registros de monitoreo");
      expect(row.title).toMatch(
        /^Registro de (sanitización|calidad del agua|temperatura|control de plagas)( \(excepción\))?$/,
      );
      expect(["pendiente", "verificado", "rechazado"]).toContain(row.status);
    }
    const verifications = rows("verifications.csv");
    for (const row of verifications) {
      expect(row.kind).toBe("Verificaciones");
      expect(row.title).toMatch(/^Verificación del registro de .+ v\d+$/);
      expect(["aprobado", "rechazado"]).toContain(row.status);
    }
    // The reviewer's role, stored as its English label, in Spanish.
    expect(verifications.map((r) => r.by)).toContain("Daniel Kim (Gerente de Calidad)");
    for (const row of rows("training-sessions.csv")) {
      expect(row.kind).toBe("Capacitación");
      expect(row.status).toMatch(/^(Aprobada|No aprobada), calificación \d+ · \d+ (s|min) dedicados/);
      expect(row.detail).toMatch(/^(estación|teléfono) · /);
    }
    // The demo's module has a Spanish title: the pack uses it.
    expect(rows("training-sessions.csv").map((r) => r.title)).toContain("Cadena de frío y monitoreo de temperatura");
    for (const row of rows("incidents-capas.csv")) {
      expect(row.kind).toBe("Incidentes y CAPA");
      expect(row.title).toMatch(/ \(severidad (baja|media|alta|crítica)\)$/);
      expect(row.status).toMatch(
        /^(pendiente|en investigación|corregido)(; CAPA vence el \d{4}-\d{2}-\d{2}(, completada)?)?$/,
      );
    }
    const incidentDetails = rows("incidents-capas.csv").map((r) => r.detail);
    expect(incidentDetails.some((d) => d.startsWith("Causa raíz: ") && d.includes(" | Acción correctiva: "))).toBe(
      true,
    );
    for (const row of rows("findings.csv")) {
      expect(row.kind).toBe("Hallazgos de auditoría");
      expect(row.status).toMatch(/^(Abierto, vence el \d{4}-\d{2}-\d{2}|Cerrado( el \d{4}-\d{2}-\d{2})?)$/);
      expect(row.detail).toMatch(/^Responsable: /);
    }
    // A finding titled with its clause's catalogue title: that title in Spanish.
    expect(rows("findings.csv").map((r) => r.title)).toContain("Termómetros calibrados");
    const checklists = rows("checklists.csv");
    for (const row of checklists) {
      expect(row.kind).toBe("Resultados de auditorías internas");
      expect(["Auditoría interna (completada)", "Auditoría interna (en curso)"]).toContain(row.title);
      expect(["Conforme", "Observación", "Hallazgo", "N/A"]).toContain(row.status);
    }
    // A clause the site's scope marks N/A: the prefix in Spanish, the scope's rationale as typed.
    expect(checklists.find((r) => r.status === "N/A")?.detail).toMatch(
      /^Marcada como N\/A en el alcance de la instalación: No surface water is used at this site/,
    );
    // What users typed stays as typed (a verification's notes).
    expect(verifications.map((r) => r.detail)).toContain("Reviewed against the log sheet; values and limits correct.");

    const text = (await pdfText(pdf.bytes)).join("\n");
    for (const spanishWords of [
      "Verificación del registro de",
      "Auditoría interna (completada)",
      "Marcada como N/A en el alcance de la instalación",
      ", calificación ",
      "(severidad ",
      "Responsable: ",
    ])
      expect(text).toContain(spanishWords);
    for (const english of [
      "Verification of",
      "Internal audit (",
      "Marked N/A in the site scope",
      "Passed, score",
      ", score ",
      "min spent",
      "Owner: ",
      "Root cause: ",
      "CAPA due",
      "Open, due",
      " log (exception)",
    ])
      expect(text).not.toContain(english);
    expect(text).not.toMatch(/— (pending|verified|rejected|approved|Compliant|Observation|Finding|investigating)\b/);
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
    // The rows' titles and statuses in English too.
    expect(pages.join("\n")).toContain("Internal audit (completed)");
    expect(pages.join("\n")).toContain("Compliant");
    expect(pages.join("\n")).not.toContain("Auditoría interna");
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
