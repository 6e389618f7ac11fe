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
