import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Text the server builds reaches a Spanish reader in Spanish (issue 13): refusals answered in the
 * request's language (Accept-Language before sign-in, the profile's language after).
 */
let t: TestApp;
const es = { "accept-language": "es-MX,es;q=0.9" };
beforeAll(async () => {
  t = await createTestApp();
});
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
