import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../src/server/db/schema";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the user's language: PATCH /api/me { locale }", () => {
  it("starts unset, is stored on the account, survives a new sign-in and is audited", async () => {
    const cookie = await t.signInAs("qa_tech");
    expect((await t.call("GET", "/api/auth/me", { cookie })).json().locale).toBeNull();

    const saved = await t.call("PATCH", "/api/me", { cookie, body: { locale: "es" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ locale: "es", user: { email: demoEmail("qa_tech") } });

    const again = await t.signInAs("qa_tech");
    expect((await t.call("GET", "/api/auth/me", { cookie: again })).json().locale).toBe("es");
    const userId = saved.json().user.id as string;
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "user.profile_update"), eq(auditEvents.entityId, userId)));
    expect(events.map((e) => [e.before, e.after])).toEqual([[{ locale: null }, { locale: "es" }]]);

    const cleared = await t.call("PATCH", "/api/me", { cookie: again, body: { locale: null } });
    expect(cleared.json().locale).toBeNull();
  });

  it("refuses a language it does not offer, naming the field, and needs a session", async () => {
    const cookie = await t.signInAs("viewer");
    const refused = await t.call("PATCH", "/api/me", { cookie, body: { locale: "fr" } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty("locale");
    expect((await t.call("PATCH", "/api/me", { body: { locale: "es" } })).statusCode).toBe(401);
  });
});

describe("server messages in the requester's language", () => {
  it("answers in Accept-Language before sign-in: 401, zod's own reasons and the schemas' reasons", async () => {
    const es = { "accept-language": "es-MX,es;q=0.9,en;q=0.5" };
    const unauthenticated = await t.call("GET", "/api/auth/me", { headers: es });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json().error.message).toBe("Inicie sesión para continuar");
    const bad = await t.call("POST", "/api/auth/login", { headers: es, body: { email: "not-an-address" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      email: "Escriba un correo electrónico válido",
      password: "Escriba su contraseña",
    });
    expect(bad.json().error.message).toMatch(/^Datos no válidos — email: Escriba un correo/);
    const english = await t.call("GET", "/api/auth/me", { headers: { "accept-language": "en-US" } });
    expect(english.json().error.message).toBe("Sign in to continue");
  });

  it("answers a signed-in user in her chosen language, whatever the browser says", async () => {
    const cookie = await t.signInAs("viewer");
    await t.call("PATCH", "/api/me", { cookie, body: { locale: "es" } });
    const refused = await t.call("POST", "/api/sites", {
      cookie,
      headers: { "accept-language": "en-US" },
      body: { slug: "nowhere", name: "Nowhere" },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Su rol (Observador) no puede hacer esto (sites.manage)");
    const missing = await t.call("PATCH", "/api/me", { cookie, body: {} });
    expect(missing.json().error.fields.locale).toBe("Elija inglés o español");
    // zod's own reasons (no message in the schema) come from zod's Spanish locale.
    const notAnObject = await t.call("PATCH", "/api/me", { cookie, body: [] });
    expect(notAnObject.json().error.fields.body).toMatch(/^Entrada inválida/);
    await t.call("PATCH", "/api/me", { cookie, body: { locale: null } });
  });

  it("fills a message's variables in the requester's language, in the message and the field it names", async () => {
    const cookie = await t.signInAs("qa_manager");
    const ana = {
      employeeCode: "OX-0391",
      name: "Ana Cruz",
      jobRole: "sanitation",
      email: "ana.cruz.0391@example.com",
      phone: "(805) 555-0391",
      site: "oxnard",
      hireDate: "2025-01-06",
      certifications: [],
    };
    expect((await t.call("POST", "/api/employees", { cookie, body: ana })).statusCode).toBe(201);
    const twin = { ...ana, name: "Otra Persona", email: "otra@example.com" };
    const spanish = await t.call("POST", "/api/employees", {
      cookie,
      headers: { "accept-language": "es-MX" },
      body: twin,
    });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().error).toMatchObject({
      message: "El ID de empleado OX-0391 ya lo usa Ana Cruz",
      fields: { employeeCode: "OX-0391 ya lo usa Ana Cruz" },
    });
    const english = await t.call("POST", "/api/employees", {
      cookie,
      headers: { "accept-language": "en-US" },
      body: twin,
    });
    expect(english.json().error).toMatchObject({
      message: "Employee ID OX-0391 is already used by Ana Cruz",
      fields: { employeeCode: "OX-0391 is already used by Ana Cruz" },
    });

    const admin = await t.signInAs("admin");
    const site = {
      slug: "oxnard",
      name: "Oxnard again",
      address: "1 Main St, Oxnard, CA",
      timezone: "America/Los_Angeles",
      type: "cold_storage",
    };
    const taken = await t.call("POST", "/api/sites", {
      cookie: admin,
      headers: { "accept-language": "es" },
      body: site,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe("Ya existe una instalación con el id 'oxnard'");
  });
});
