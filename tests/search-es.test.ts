import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The command palette (Ctrl+K) in the reader's language (issue 13): the titles and subtitles the server
 * builds — clause titles, page names, types, statuses, severities, categories, units, dates — come in
 * Spanish for a Spanish request and stay English for an English one; what people typed stays as typed.
 * A Spanish search also finds things by their Spanish labels.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

type Hit = { type: string; typeLabel: string; id: string; title: string; subtitle?: string; url: string };
const spanish = { "accept-language": "es-MX,es;q=0.9" };
const english = { "accept-language": "en-US,en;q=0.9" };
const search = async (q: string, headers: Record<string, string>, cookie = admin) => {
  const response = await t.call("GET", `/api/search?q=${encodeURIComponent(q)}&limit=50`, { cookie, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().hits as Hit[];
};
const ofType = async (type: string, q: string, headers: Record<string, string>, cookie = admin) =>
  (await search(q, headers, cookie)).filter((h) => h.type === type);

describe("search results in Spanish", () => {
  it("titles a clause in the catalogue's Spanish, counts its points in Spanish, and finds it by Spanish words", async () => {
    const [clause] = (await ofType("clause", "trazabilidad", spanish)).filter((h) => h.id === "1.10.01");
    expect(clause).toMatchObject({
      typeLabel: "Cláusulas",
      title: "1.10.01 Sistema de trazabilidad del producto",
      subtitle: "FSMS_1 · 25 puntos",
    });
    // The English words still find it for a Spanish reader, titled in Spanish.
    const byEnglish = (await ofType("clause", "traceability", spanish)).find((h) => h.id === "1.10.01");
    expect(byEnglish?.title).toBe("1.10.01 Sistema de trazabilidad del producto");

    const inEnglish = (await ofType("clause", "traceability", english)).find((h) => h.id === "1.10.01");
    expect(inEnglish).toMatchObject({
      typeLabel: "Clauses",
      title: "1.10.01 Product traceability system",
      subtitle: "FSMS_1 · 25 points",
    });
    expect(await ofType("clause", "trazabilidad", english)).toEqual([]);
  });

  it("names pages and their groups as the Spanish navigation does, and finds them by those names", async () => {
    expect(await ofType("page", "retenciones", spanish)).toEqual([
      expect.objectContaining({
        typeLabel: "Páginas",
        title: "Retenciones",
        subtitle: "Registros",
        url: "/app/records/holds",
      }),
    ]);
    const auditLog = await ofType("page", "registro de auditoría", spanish);
    expect(auditLog.map((h) => [h.title, h.subtitle, h.url])).toEqual([
      ["Registro de auditoría", "Configuración", "/app/settings/audit-log"],
    ]);
    expect((await ofType("page", "holds", spanish))[0]).toMatchObject({ title: "Retenciones", subtitle: "Registros" });

    expect((await ofType("page", "holds", english))[0]).toMatchObject({
      typeLabel: "Pages",
      title: "Holds",
      subtitle: "Records",
      url: "/app/records/holds",
    });
    expect(await ofType("page", "retenciones", english)).toEqual([]);
  });

  it("words a record's type, status and date in Spanish, keeping what its author wrote", async () => {
    const created = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: admin,
      body: {
        type: "temperature",
        clauseId: "C.01.01",
        occurredAt: "2026-10-05T19:00:00.000Z",
        performedBy: "Sofia Ramirez",
        notes: "Probe ocelot checked against the reference",
        readings: { location: "Cooler 2", reading: 36.4, unit: "F", correctiveAction: "" },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const [inSpanish] = await ofType("record", "ocelot", spanish);
    expect(inSpanish).toMatchObject({
      id,
      typeLabel: "Registros",
      title: "Registro de temperatura · C.01.01 · 5 oct 2026",
    });
    expect(inSpanish!.subtitle).toMatch(/^Oxnard Packhouse · pendiente · Cooler 2: 36\.4/);

    const [inEnglish] = await ofType("record", "ocelot", english);
    expect(inEnglish).toMatchObject({ id, typeLabel: "Records", title: "Temperature Log · C.01.01 · Oct 5, 2026" });
    expect(inEnglish!.subtitle).toMatch(/^Oxnard Packhouse · pending · Cooler 2: 36\.4/);

    // Seeded logs found by their Spanish type: none worded in English.
    const logs = await ofType("record", "registro temperatura", spanish);
    expect(logs.length).toBeGreaterThan(0);
    for (const log of logs) {
      expect(log.title).toMatch(/^Registro de temperatura · \S+ · \d{1,2} [a-z]{3,4}\.? \d{4}$/);
      expect(log.subtitle).toMatch(/ · (pendiente|verificado|rechazado) · /);
      expect(log.subtitle).not.toMatch(/ · (pending|verified|rejected) · /);
    }
  });

  it("words a hold's status and unit in Spanish and finds it by its reason in Spanish", async () => {
    const [hold] = await ofType("hold", "romaine", spanish);
    expect(hold).toMatchObject({
      typeLabel: "Retenciones",
      title: "Romaine hearts 3-pack, 12 ct cases",
      subtitle: "Oxnard Packhouse · Retenido · 64 tarimas · OXN-ROM-0412",
    });
    expect((await ofType("hold", "romaine", english))[0]).toMatchObject({
      typeLabel: "Holds",
      subtitle: "Oxnard Packhouse · On Hold · 64 pallets · OXN-ROM-0412",
    });
    // Its reason is a temperature excursion: "Desviación de temperatura" on the Spanish screens.
    expect((await ofType("hold", "desviación", spanish)).map((h) => h.id)).toContain(hold!.id);
    expect(await ofType("hold", "desviación", english)).toEqual([]);
  });

  it("words an incident's severity and status in Spanish", async () => {
    expect((await ofType("incident", "cooler excurs", spanish))[0]).toMatchObject({
      typeLabel: "Incidentes",
      title: "Cooler 3 temperature excursion",
      subtitle: "Oxnard Packhouse · Alta · En investigación · C.01.01",
    });
    expect((await ofType("incident", "cooler excurs", english))[0]).toMatchObject({
      title: "Cooler 3 temperature excursion",
      subtitle: "Oxnard Packhouse · High · Investigating · C.01.01",
    });
  });

  it("words an SOP's category and status in Spanish and finds it by its Spanish category", async () => {
    expect((await ofType("sop", "allergen changeover", spanish))[0]).toMatchObject({
      typeLabel: "POE",
      title: "Allergen Changeover — Line 4",
      subtitle: "Oxnard Packhouse · Calidad · en revisión · v1",
    });
    expect((await ofType("sop", "allergen changeover", english))[0]).toMatchObject({
      subtitle: "Oxnard Packhouse · Quality · under-review · v1",
    });
    const bySpanishCategory = await ofType("sop", "sanitización pre", spanish);
    expect(bySpanishCategory.map((h) => [h.title, h.subtitle])).toContainEqual([
      "Pre-Operational Sanitation",
      "Oxnard Packhouse · Sanitización · vigente · v3",
    ]);
    expect(await ofType("sop", "sanitización pre", english)).toEqual([]);
  });

  it("words a template's name, category and type in Spanish and finds it by them", async () => {
    // Its English words still find it for a Spanish reader, titled in Spanish.
    expect((await ofType("template", "pre-operational sanit", spanish))[0]).toMatchObject({
      typeLabel: "Plantillas",
      title: "Registro de sanitización preoperacional",
      subtitle: "SAN-F-001 · Registro · Sanitización · PDF",
    });
    expect((await ofType("template", "pre-operational sanit", english))[0]).toMatchObject({
      typeLabel: "Templates",
      title: "Pre-Operational Sanitation Log",
      subtitle: "SAN-F-001 · Sanitation Log · PDF",
    });
    const traceability = await ofType("template", "trazabilidad", spanish);
    expect(traceability.map((h) => h.title)).toContain("Registro de simulacro de retiro");
    expect(await ofType("template", "trazabilidad", english)).toEqual([]);
  });

  it("labels every kind of result in Spanish, and a Spanish profile wins over an English browser", async () => {
    const spanishLabels = new Set([
      "Cláusulas",
      "Páginas",
      "Registros",
      "Retenciones",
      "Incidentes",
      "POE",
      "Plantillas",
    ]);
    const hits = await search("cooler", spanish);
    expect(hits.length).toBeGreaterThan(3);
    for (const hit of hits)
      expect(["Instalaciones", "Empleados", "Módulos de capacitación", ...spanishLabels]).toContain(hit.typeLabel);
    expect((await ofType("training_module", "cold chain", spanish))[0]?.typeLabel).toBe("Módulos de capacitación");

    const pcqi = await t.signInAs("pcqi");
    const saved = await t.call("PATCH", "/api/me", { cookie: pcqi, body: { locale: "es" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await ofType("hold", "romaine", english, pcqi))[0]?.subtitle).toBe(
      "Oxnard Packhouse · Retenido · 64 tarimas · OXN-ROM-0412",
    );
  });
});
