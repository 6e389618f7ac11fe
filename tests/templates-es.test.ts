import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The built-in templates' names and descriptions in the reader's language (issue 13): the library and
 * the search title them in Spanish for a Spanish reader, and a Spanish word finds them.
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
