import { and, eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents, loginThrottle, recoveryCodes, userTwoFactor } from "../src/server/db/schema";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  // Each sign-up from its own client address (one address may create only five organisations an hour).
  t = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
});
afterAll(() => t.close());

/** The code the authenticator app shows `steps` 30-second periods from now (the server allows ±1). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

const sessionCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === "cw_session");
  return cookie ? `cw_session=${cookie.value}` : undefined;
};

let client = 0;
async function signUp() {
  const body = {
    organisationName: "Mesa Verde Produce",
    name: "Rosa Alvarez",
    email: `rosa+${Math.random().toString(36).slice(2)}@mesaverde.example`,
    password: "melons under the morning fog",
  };
  const response = await t.call("POST", "/api/organisations", {
    body,
    headers: { "x-forwarded-for": `198.51.100.${++client}` },
  });
  expect(response.statusCode).toBe(201);
  return { ...body, cookie: sessionCookie(response)! };
}

/** Starts and confirms enrolment; answers the secret and the recovery codes shown once. */
async function enrol(cookie: string) {
  const started = await t.call("POST", "/api/me/two-factor/enrolment", { cookie });
  expect(started.statusCode).toBe(201);
  const { secret, otpauthUrl, qrCodeDataUrl } = started.json();
  expect(otpauthUrl).toContain(`secret=${secret}`);
  expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
  const confirmed = await t.call("POST", "/api/me/two-factor/confirm", {
    cookie,
    body: { code: await codeAt(secret, -1) },
  });
  expect(confirmed.statusCode).toBe(200);
  return { secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
}

const login = (email: string, password: string) => t.call("POST", "/api/auth/login", { body: { email, password } });
const secondStep = (challenge: string, code: string) =>
  t.call("POST", "/api/auth/login/two-factor", { body: { challenge, code } });

describe("enrolment", () => {
  it("confirms with a current code, shows ten recovery codes once, stores only their hashes, audited", async () => {
    const user = await signUp();
    expect((await t.call("GET", "/api/me/two-factor", { cookie: user.cookie })).json()).toEqual({
      enrolled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const started = (await t.call("POST", "/api/me/two-factor/enrolment", { cookie: user.cookie })).json();
    const right = await codeAt(started.secret);
    const wrongCode = right === "000000" ? "111111" : "000000";
    const wrong = await t.call("POST", "/api/me/two-factor/confirm", {
      cookie: user.cookie,
      body: { code: wrongCode },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty("code");

    const confirmed = await t.call("POST", "/api/me/two-factor/confirm", {
      cookie: user.cookie,
      body: { code: right },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    const me = (await t.call("GET", "/api/auth/me", { cookie: user.cookie })).json();
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, me.user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes.map((c) => c.replace("-", ""))).not.toContain(row.codeHash);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);

    const status = await t.call("GET", "/api/me/two-factor", { cookie: user.cookie });
    expect(status.json()).toEqual({ enrolled: true, required: false, recoveryCodesLeft: 10 });
    expect(status.body).not.toContain(started.secret);
    // The secret is never handed out again: starting over is refused while 2FA is on.
    expect((await t.call("POST", "/api/me/two-factor/enrolment", { cookie: user.cookie })).statusCode).toBe(409);

    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, me.user.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["auth.two_factor_enrol_start", "auth.two_factor_enable"]));
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, me.user.id));
    expect(JSON.stringify(events)).not.toContain(started.secret);
  });
});

describe("sign-in with two-factor on", () => {
  it("asks for the second factor without a session, then signs in with the right TOTP code", async () => {
    const user = await signUp();
    const { secret } = await enrol(user.cookie);

    const first = await login(user.email, user.password);
    expect(first.statusCode).toBe(202);
    expect(sessionCookie(first)).toBeUndefined();
    expect(first.json()).toMatchObject({ twoFactorRequired: true });
    const { challenge } = first.json();

    const done = await secondStep(challenge, await codeAt(secret));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ user: { email: user.email }, role: "admin" });
    const cookie = sessionCookie(done)!;
    expect((await t.call("GET", "/api/sites", { cookie })).statusCode).toBe(200);
    // The challenge is spent.
    expect((await secondStep(challenge, await codeAt(secret, 1))).statusCode).toBe(401);
  });

  it("refuses a wrong code and counts it against the sign-in throttle; a replayed code is refused", async () => {
    const user = await signUp();
    const { secret } = await enrol(user.cookie);
    const { challenge } = (await login(user.email, user.password)).json();
    const right = await codeAt(secret);
    const wrongCode = right === "123456" ? "654321" : "123456";

    const wrong = await secondStep(challenge, wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(sessionCookie(wrong)).toBeUndefined();
    expect(wrong.json().error.message).toMatch(/code is not correct/);
    const [counter] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${user.email}`));
    expect(counter?.failures).toBe(1);

    // Four more wrong codes lock the account like five wrong passwords do.
    for (let i = 0; i < 4; i++) await secondStep(challenge, wrongCode);
    const locked = await secondStep(challenge, right);
    expect(locked.statusCode).toBe(429);
    await t.db.delete(loginThrottle).where(eq(loginThrottle.key, `account:${user.email}`));

    expect((await secondStep(challenge, right)).statusCode).toBe(200);
    const again = (await login(user.email, user.password)).json().challenge;
    expect((await secondStep(again, right)).statusCode).toBe(401);
  });

  it("accepts a recovery code once", async () => {
    const user = await signUp();
    const { recoveryCodes: codes } = await enrol(user.cookie);
    const first = (await login(user.email, user.password)).json().challenge;
    const used = await secondStep(first, codes[3]!.toUpperCase());
    expect(used.statusCode).toBe(200);
    const cookie = sessionCookie(used)!;
    expect((await t.call("GET", "/api/me/two-factor", { cookie })).json()).toMatchObject({ recoveryCodesLeft: 9 });

    const second = (await login(user.email, user.password)).json().challenge;
    expect((await secondStep(second, codes[3]!)).statusCode).toBe(401);
    expect((await secondStep(second, codes[4]!)).statusCode).toBe(200);
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "auth.two_factor_sign_in"), eq(auditEvents.actorUserId, used.json().user.id)));
    expect(events.map((e) => (e.after as { method: string }).method)).toEqual(["recovery_code", "recovery_code"]);
  });

  it("turns off with the password; sign-in then needs only the password again", async () => {
    const user = await signUp();
    await enrol(user.cookie);
    const wrong = await t.call("POST", "/api/me/two-factor/disable", {
      cookie: user.cookie,
      body: { password: "not my password at all" },
    });
    expect(wrong.statusCode).toBe(400);
    const off = await t.call("POST", "/api/me/two-factor/disable", {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(off.statusCode).toBe(204);
    const me = (await t.call("GET", "/api/auth/me", { cookie: user.cookie })).json();
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, me.user.id))).toEqual([]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it("regenerates recovery codes with a current code; the old ones stop working", async () => {
    const user = await signUp();
    const { secret, recoveryCodes: old } = await enrol(user.cookie);
    const renewed = await t.call("POST", "/api/me/two-factor/recovery-codes", {
      cookie: user.cookie,
      body: { code: await codeAt(secret) },
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const challenge = (await login(user.email, user.password)).json().challenge;
    expect((await secondStep(challenge, old[0]!)).statusCode).toBe(401);
    expect((await secondStep(challenge, fresh[0]!)).statusCode).toBe(200);
  });
});

describe("the organisation's requirement", () => {
  it("only admins set it; a member of a required role without 2FA can do nothing but enrol", async () => {
    const viewer = await t.signInAs("viewer");
    expect(
      (await t.call("PUT", "/api/organisation/two-factor", { cookie: viewer, body: { requiredRoles: ["admin"] } }))
        .statusCode,
    ).toBe(403);

    const admin = await signUp();
    const bad = await t.call("PUT", "/api/organisation/two-factor", {
      cookie: admin.cookie,
      body: { requiredRoles: ["boss"] },
    });
    expect(bad.statusCode).toBe(400);
    const set = await t.call("PUT", "/api/organisation/two-factor", {
      cookie: admin.cookie,
      body: { requiredRoles: ["pcqi", "admin"] },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ requiredRoles: ["admin", "pcqi"] });

    // A fresh sign-in of the admin (no 2FA yet): told to enrol, refused everything else by the server.
    const cookie = sessionCookie(await login(admin.email, admin.password))!;
    expect((await t.call("GET", "/api/auth/me", { cookie })).json()).toMatchObject({ mustEnrolTwoFactor: true });
    const blocked = await t.call("GET", "/api/sites", { cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.message).toMatch(/requires two-factor authentication/);
    expect((await t.call("GET", "/api/organisation/two-factor", { cookie })).statusCode).toBe(403);
    expect((await t.call("GET", "/api/me/two-factor", { cookie })).json()).toMatchObject({ required: true });

    await enrol(cookie);
    expect((await t.call("GET", "/api/sites", { cookie })).statusCode).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie })).json()).toMatchObject({ mustEnrolTwoFactor: false });
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "organisation.two_factor_policy"));
    expect(event).toMatchObject({ before: { requiredRoles: [] }, after: { requiredRoles: ["admin", "pcqi"] } });
  });
});

describe("the PCQI's Food Safety Plan signature", () => {
  it("asks for the TOTP code when she has 2FA on", async () => {
    const pcqi = await t.signInAs("pcqi");
    const { secret } = await enrol(pcqi);
    const sign = (body: object) => t.call("POST", "/api/sites/yuma/fsp/signatures", { cookie: pcqi, body });

    const missing = await sign({ password: DEMO_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("code");

    const right = await codeAt(secret);
    const wrong = await sign({ password: DEMO_PASSWORD, code: right === "111111" ? "222222" : "111111" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/signature was not recorded/);
    expect(wrong.json().error.fields).toEqual({ code: "That code is not correct" });

    const signed = await sign({ password: DEMO_PASSWORD, code: right });
    expect(signed.statusCode).toBe(201);
    expect(signed.json()).toMatchObject({ role: "PCQI", current: true });
  });
});
