import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The built-in templates in the reader's language (issue 13): the library and the search title them in
 * Spanish for a Spanish reader, a Spanish word finds them, and the downloaded PDF and CSV carry their
 * instructions and column headers in her language.
 */
let t: TestApp;
let admin: string;
const spanish = { "accept-language": "es-MX,es;q=0.9" };
const english = { "accept-language": "en-US,en;q=0.9" };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

type Template = { id: string; name: string; description: string };
const library = async (headers: Record<string, string>) => {
  const response = await t.call("GET", "/api/library/templates", { cookie: admin, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().templates as Template[];
};

describe("built-in templates in Spanish", () => {
  it("the library names and describes them in the reader's language", async () => {
    const es = await library(spanish);
    const cooler = es.find((x) => x.name === "Registro de temperatura de cámaras frías");
    expect(cooler?.description).toMatch(/^Temperaturas del aire y de la pulpa del producto por cámara fría/);
    expect(es.map((x) => x.name)).toContain("Registro de simulacro de retiro");
    const en = await library(english);
    expect(en.find((x) => x.id === cooler!.id)).toMatchObject({
      name: "Cooler Temperature Log",
      description: expect.stringMatching(/^Air and product pulp temperatures per cooler/),
    });
  });

  it("the search titles them in Spanish and finds them by Spanish words", async () => {
    const response = await t.call("GET", `/api/search?q=${encodeURIComponent("simulacro")}&limit=20`, {
      cookie: admin,
      headers: spanish,
    });
    expect(response.statusCode, response.body).toBe(200);
    const hits = (response.json().hits as { type: string; title: string }[]).filter((h) => h.type === "template");
    expect(hits.map((h) => h.title)).toEqual(["Registro de simulacro de retiro"]);
  });
});

describe("built-in template files in Spanish", () => {
  const download = async (name: string, headers: Record<string, string>) => {
    const id = (await library(english)).find((x) => x.name === name)!.id;
    const response = await t.call("POST", `/api/library/templates/${id}/download`, {
      cookie: admin,
      headers,
      body: { siteId: "oxnard" },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const pdfText = (bytes: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), "template-"));
    writeFileSync(join(dir, "template.pdf"), bytes);
    return execFileSync("pdftotext", ["-raw", join(dir, "template.pdf"), "-"], { encoding: "utf8" }).replace(
      /\s+/g,
      " ",
    );
  };

  it("the PDF's instructions and column headers are in the reader's language", async () => {
    const es = pdfText((await download("Pre-Operational Sanitation Log", spanish)).rawPayload);
    expect(es).toContain("Registro de sanitización preoperacional");
    expect(es).toContain("Complételo antes de la primera corrida de producción de cada turno.");
    for (const header of ["Equipo / Superficie", "Desinfectante y ppm", "Acción correctiva", "Iniciales"])
      expect(es).toContain(header);
    expect(es).not.toContain("Complete before the first production run");
    expect(es).not.toContain("Corrective action");
    const en = pdfText((await download("Pre-Operational Sanitation Log", english)).rawPayload);
    expect(en).toContain("Complete before the first production run of each shift.");
    for (const header of ["Equipment / Surface", "Sanitizer & ppm", "Corrective action", "Initials"])
      expect(en).toContain(header);
  });

  it("the CSV's header row is in the reader's language", async () => {
    const headerRow = (body: string) => body.replace(/^\uFEFF/, "").split(/\r?\n/)[0];
    expect(headerRow((await download("Cooler Temperature Log", spanish)).body)).toBe(
      "Instalación,Fecha,Hora,ID de cámara fría,Temp. del aire (°F),Temp. de pulpa (°F),Dentro del límite (S/N),Acción correctiva,Iniciales",
    );
    expect(headerRow((await download("Cooler Temperature Log", english)).body)).toBe(
      "Facility,Date,Time,Cooler ID,Air temp (°F),Pulp temp (°F),Within limit (Y/N),Corrective action,Initials",
    );
  });
});
