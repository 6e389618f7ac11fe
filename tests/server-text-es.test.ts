import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holds, monitoringRecords } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Text the server builds reaches a Spanish reader in Spanish (issue 13): refusals answered in the
 * request's language (Accept-Language before sign-in, the profile's language after).
 */
let t: TestApp;
const es = { "accept-language": "es-MX,es;q=0.9" };
/** The PCQI, whose profile language is Spanish (her browser says English: the profile wins). */
let pcqi: string;
beforeAll(async () => {
  t = await createTestApp();
  pcqi = await t.signInAs("pcqi");
  const saved = await t.call("PATCH", "/api/me", { cookie: pcqi, body: { locale: "es" } });
  expect(saved.statusCode).toBe(200);
});
const asPcqi = (method: "GET" | "POST", url: string, body?: unknown) =>
  t.call(method, url, { cookie: pcqi, body, headers: { "accept-language": "en-US" } });
afterAll(() => t.close());

describe("refusals with variables, in Spanish", () => {
  it("single sign-on names the domain it is not set up for", async () => {
    const body = { email: "someone@nowhere.test" };
    const spanish = await t.call("POST", "/api/auth/sso/start", { headers: es, body });
    expect(spanish.statusCode).toBe(404);
    expect(spanish.json().error.message).toBe(
      "El inicio de sesión único no está configurado para nowhere.test. Inicie sesión con su contraseña o consulte a su administrador.",
    );
    const english = await t.call("POST", "/api/auth/sso/start", { body });
    expect(english.json().error.message).toBe(
      "Single sign-on is not set up for nowhere.test. Sign in with your password, or ask your administrator.",
    );
  });
});

describe("the domain's refusals, in Spanish", () => {
  it("a record transition names the record's status in Spanish (profile language)", async () => {
    const [verified] = await t.db
      .select({ id: monitoringRecords.id })
      .from(monitoringRecords)
      .where(eq(monitoringRecords.status, "verified"))
      .limit(1);
    const refused = await asPcqi("POST", `/api/records/${verified!.id}/approve`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      "Solo se puede aprobar un registro pendiente; este registro está verificado",
    );
  });

  it("a hold already released", async () => {
    const [released] = await t.db
      .select({ id: holds.id })
      .from(holds)
      .where(and(eq(holds.status, "released")))
      .limit(1);
    const refused = await asPcqi("POST", `/api/holds/${released!.id}/release`, {
      authorizationLevel: "pcqi",
      releaseNotes: "Checked again.",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("Esta retención ya se liberó");
  });

  it("a weak password, on its field and in the message (Accept-Language)", async () => {
    const refused = await t.call("POST", "/api/organisations", {
      headers: { ...es, "x-forwarded-for": "192.0.2.77" },
      body: {
        organisationName: "Finca Azul",
        name: "Ana Ruiz",
        email: "ana@fincaazul.example",
        password: "password1234",
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      password: "Esta contraseña es demasiado común: aparece en listas de contraseñas filtradas",
    });
    expect(refused.json().error.message).toBe(
      "Datos no válidos — password: Esta contraseña es demasiado común: aparece en listas de contraseñas filtradas",
    );
  });
});
