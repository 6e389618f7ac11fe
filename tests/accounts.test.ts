import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, organisations, sessions as sessionsTable, sites, users } from "../src/server/db/schema";
import { ownAccountRoutes } from "./support/protected-routes";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy on this host, so each sign-up can come from its own client address: one address
  // may create only five organisations an hour.
  t = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
});

let clientNumber = 0;
/** POST /api/organisations from a client address of its own. */
const signUpCall = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  app.call("POST", "/api/organisations", {
    body,
    headers: { "x-forwarded-for": `192.0.2.${++clientNumber}`, ...headers },
  });
afterAll(() => t.close());

const signUpBody = (overrides: Record<string, string> = {}) => ({
  organisationName: "Sun Valley Greens",
  name: "Dana Whitfield",
  email: `dana+${Math.random().toString(36).slice(2)}@sunvalley.example`,
  password: "lettuce rows before sunrise",
  ...overrides,
});

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === "cw_session");
  return cookie ? `cw_session=${cookie.value}` : undefined;
};

describe("sign-up: POST /api/organisations", () => {
  it("creates an empty organisation with its first admin, signed in, audited", async () => {
    const body = signUpBody();
    const response = await signUpCall(t, body);
    expect(response.statusCode).toBe(201);
    const cookie = sessionCookie(response);
    expect(cookie).toBeDefined();
    expect(response.json()).toMatchObject({
      user: { name: "Dana Whitfield", email: body.email, initials: "DW" },
      organisation: { name: "Sun Valley Greens" },
      role: "admin",
      restrictedSites: [],
    });

    const me = await t.call("GET", "/api/auth/me", { cookie });
    expect(me.statusCode).toBe(200);
    const organisationId = me.json().organisation.id as string;
    // A new organisation starts empty: no sites, no demo rows.
    expect(await t.db.select().from(sites).where(eq(sites.organisationId, organisationId))).toEqual([]);
    expect((await t.call("GET", "/api/sites", { cookie })).json()).toMatchObject({ sites: [] });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.organisationId, organisationId));
    expect(events.map((e) => e.action).sort()).toEqual(["auth.sign_in", "organisation.create"]);
  });

  it("opens a first-run checklist that follows what the organisation sets up", async () => {
    const cookie = sessionCookie(await signUpCall(t, signUpBody()))!;
    const open = (await t.call("GET", "/api/first-run", { cookie })).json();
    expect(open).toEqual({
      steps: [
        { id: "site", done: false },
        { id: "scope", done: false },
        { id: "team", done: false },
        { id: "directory", done: false },
      ],
      complete: false,
    });
    const site = await t.call("POST", "/api/sites", {
      cookie,
      body: {
        name: "Salinas Cooler",
        slug: "salinas",
        address: "1 Cooler Way, Salinas, CA 93901",
        timezone: "America/Los_Angeles",
        type: "cold_storage",
      },
    });
    expect(site.statusCode).toBe(201);
    const after = (await t.call("GET", "/api/first-run", { cookie })).json();
    expect(after.steps.filter((s: { done: boolean }) => s.done).map((s: { id: string }) => s.id)).toEqual(["site"]);
    // The demo organisation has everything set up.
    const demo = (await t.call("GET", "/api/first-run", { cookie: await t.signInAs("admin") })).json();
    expect(demo.complete).toBe(true);
  });

  it("answers 409 for an e-mail already registered, and creates nothing", async () => {
    const before = (await t.db.select().from(organisations)).length;
    const response = await signUpCall(t, signUpBody({ email: demoEmail("admin") }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/already exists/);
    expect((await t.db.select().from(organisations)).length).toBe(before);
  });

  it("refuses short and common passwords with the reason on the password field", async () => {
    const short = await signUpCall(t, signUpBody({ password: "Xk9#mq2!vL" }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toMatch(/at least 12 characters/);
    const common = await signUpCall(t, signUpBody({ password: "password1234" }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fields.password).toMatch(/too common/);
  });

  it("lets one address create at most five organisations an hour", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signUpCall(t, signUpBody(), { "x-forwarded-for": "198.51.100.77" })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("counts sign-ups with a registered e-mail against the address's limit, so e-mails cannot be probed without end", async () => {
    const taken = signUpBody();
    expect((await signUpCall(t, taken)).statusCode).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signUpCall(t, taken, { "x-forwarded-for": "198.51.100.78" })).statusCode);
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
  });

  it("names each missing field", async () => {
    const response = await t.call("POST", "/api/organisations", { body: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(["email", "name", "organisationName", "password"]);
  });

  it("is refused when SIGNUP=closed", async () => {
    const closed = await createTestApp({ env: { SIGNUP: "closed" } });
    try {
      const response = await closed.call("POST", "/api/organisations", { body: signUpBody() });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toMatch(/closed/);
      expect((await closed.call("GET", "/api/public-config")).json().signUpOpen).toBe(false);
      // Without an active demo administrator there is no demo sign-in to offer.
      await closed.db
        .update(users)
        .set({ active: false })
        .where(eq(users.email, demoEmail("admin")));
      expect((await closed.call("GET", "/api/public-config")).json().demoSignIn).toBeNull();
    } finally {
      await closed.close();
    }
  });
});

describe("your password: POST /api/me/password", () => {
  it("needs the current password, ends the other sessions and keeps this one", async () => {
    const body = signUpBody();
    const first = sessionCookie(await signUpCall(t, body))!;
    const second = await t.signIn(body.email, body.password);

    const wrong = await t.call("POST", "/api/me/password", {
      cookie: first,
      body: { currentPassword: "not my password at all", newPassword: "greenhouse misting at noon" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toMatch(/not your current password/);

    const changed = await t.call("POST", "/api/me/password", {
      cookie: first,
      body: { currentPassword: body.password, newPassword: "greenhouse misting at noon" },
    });
    expect(changed.statusCode).toBe(204);
    expect((await t.call("GET", "/api/auth/me", { cookie: first })).statusCode).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie: second })).statusCode).toBe(401);
    await expect(t.signIn(body.email, body.password)).rejects.toThrow(/401/);
    expect(await t.signIn(body.email, "greenhouse misting at noon")).toMatch(/^cw_session=/);
  });

  it("refuses a weak new password, naming the field", async () => {
    const body = signUpBody();
    const cookie = sessionCookie(await signUpCall(t, body))!;
    const response = await t.call("POST", "/api/me/password", {
      cookie,
      body: { currentPassword: body.password, newPassword: "iloveyou12345" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.newPassword).toMatch(/too common/);
  });
});

describe("your sessions", () => {
  it("lists the user's sessions with the current one marked, and signs one out", async () => {
    const body = signUpBody();
    const laptop = sessionCookie(await signUpCall(t, body, { "user-agent": "Laptop browser" }))!;
    const phone = await t.signIn(body.email, body.password);

    const listed = await t.call("GET", "/api/me/sessions", { cookie: laptop });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json().sessions as { id: string; current: boolean; userAgent: string | null }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ userAgent: "Laptop browser" })]);

    // A session idle past the limit no longer works, so it is not listed.
    await t.db
      .update(sessionsTable)
      .set({ lastSeenAt: new Date(Date.now() - 13 * 3_600_000) })
      .where(eq(sessionsTable.id, sessions.find((s) => !s.current)!.id));
    expect((await t.call("GET", "/api/me/sessions", { cookie: laptop })).json().sessions).toHaveLength(1);
    await t.db
      .update(sessionsTable)
      .set({ lastSeenAt: new Date() })
      .where(eq(sessionsTable.id, sessions.find((s) => !s.current)!.id));

    const other = sessions.find((s) => !s.current)!;
    expect((await t.call("DELETE", `/api/me/sessions/${other.id}`, { cookie: laptop })).statusCode).toBe(204);
    expect((await t.call("GET", "/api/auth/me", { cookie: phone })).statusCode).toBe(401);
    expect((await t.call("GET", "/api/auth/me", { cookie: laptop })).statusCode).toBe(200);
  });

  it("never ends another user's session (404) and signs out everywhere", async () => {
    const admin = await t.signInAs("admin");
    const body = signUpBody();
    const mine = sessionCookie(await signUpCall(t, body))!;
    const adminSession = (await t.call("GET", "/api/me/sessions", { cookie: admin })).json().sessions[0].id;
    expect((await t.call("DELETE", `/api/me/sessions/${adminSession}`, { cookie: mine })).statusCode).toBe(404);
    expect((await t.call("GET", "/api/auth/me", { cookie: admin })).statusCode).toBe(200);

    const second = await t.signIn(body.email, body.password);
    expect((await t.call("DELETE", "/api/me/sessions", { cookie: mine })).statusCode).toBe(204);
    expect((await t.call("GET", "/api/auth/me", { cookie: mine })).statusCode).toBe(401);
    expect((await t.call("GET", "/api/auth/me", { cookie: second })).statusCode).toBe(401);
  });

  it("answers 401 on every own-account route without a session", async () => {
    for (const route of ownAccountRoutes) {
      const url = route.url.replace(":sessionId", "00000000-0000-4000-8000-000000000000");
      expect((await t.call(route.method, url, { body: route.method === "POST" ? {} : undefined })).statusCode).toBe(
        401,
      );
    }
  });
});

describe("client address", () => {
  const failFrom = (app: TestApp, forwardedFor: string) =>
    app.call("POST", "/api/auth/login", {
      body: { email: `nobody-${Math.random()}@example.test`, password: "wrong password" },
      headers: { "x-forwarded-for": forwardedFor },
    });

  // Each case boots its own app and runs 21 scrypt checks: slow on a loaded machine, so a longer limit.
  it("ignores X-Forwarded-For by default, so a client cannot escape the per-address limit", {
    timeout: 120_000,
  }, async () => {
    const direct = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await failFrom(direct, `203.0.113.${i}`)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("honours X-Forwarded-For from a configured proxy", { timeout: 120_000 }, async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await failFrom(behindProxy, `198.51.100.${i}`)).statusCode);
      // Each attempt comes from another client address: none reaches the per-address lock.
      expect(statuses.every((s) => s === 401)).toBe(true);
    } finally {
      await behindProxy.close();
    }
  });
});

describe("public configuration for the sign-in and landing pages", () => {
  it("offers sign-up and the demo's sign-in where the demo organisation exists", async () => {
    const config = (await t.call("GET", "/api/public-config")).json();
    expect(config.signUpOpen).toBe(true);
    expect(config.demoSignIn).toEqual({ email: demoEmail("admin"), password: "clausewise-demo" });
    // …and the credentials it offers really sign in.
    expect(await t.signIn(config.demoSignIn.email, config.demoSignIn.password)).toMatch(/^cw_session=/);
  });
});
