import { shiftInstant } from "../src/domain/dates";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../src/server/db/schema";
import { throttlePolicy } from "../src/server/auth/throttle";
import { createTestApp, demoEmail, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy on this host, so tests can act from several client addresses (X-Forwarded-For).
  t = await createTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });
});
afterAll(() => t.close());

describe("sign-in", () => {
  it("issues an httpOnly SameSite=Lax session cookie and answers who signed in", async () => {
    const response = await t.call("POST", "/api/auth/login", {
      body: { email: " QA.Manager@Clausewise.demo ", password: "clausewise-demo" },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === "cw_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.value.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const me = response.json();
    expect(me.user).toMatchObject({ name: "Daniel Kim", email: "qa.manager@clausewise.demo", initials: "DK" });
    expect(me.role).toBe("qa_manager");
    expect(me.roleLabel).toBe("QA Manager");
    expect(me.organisation.name).toBe("Pacific Fresh Produce Co.");
  });

  it("stores only a hash of the token and issues a new token at every sign-in", async () => {
    const first = await t.signInAs("viewer");
    const second = await t.signInAs("viewer");
    expect(first).not.toBe(second);
    const token = first.split("=")[1]!;
    const stored = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.tokenHash))).toBe(true);
  });

  it("refuses a wrong password with 401 and bad input with 400 naming the field", async () => {
    const wrong = await t.call("POST", "/api/auth/login", { body: { email: demoEmail("pcqi"), password: "nope" } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe("unauthenticated");

    const bad = await t.call("POST", "/api/auth/login", { body: { email: "not-an-email" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: "Enter a valid e-mail address", password: "Enter your password" });
  });

  it("answers 401 without a session and after sign-out", async () => {
    expect((await t.call("GET", "/api/auth/me")).statusCode).toBe(401);
    const cookie = await t.signInAs("qa_tech");
    expect((await t.call("GET", "/api/auth/me", { cookie })).statusCode).toBe(200);
    const out = await t.call("POST", "/api/auth/logout", { cookie });
    expect(out.statusCode).toBe(204);
    expect((await t.call("GET", "/api/auth/me", { cookie })).statusCode).toBe(401);
  });

  it("ends a session after the idle limit and after the absolute expiry", async () => {
    const idle = await t.signInAs("supervisor");
    const idleHash = await hashOf(idle);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: shiftInstant(new Date(), { hours: -13 }) })
      .where(eq(sessions.tokenHash, idleHash));
    expect((await t.call("GET", "/api/auth/me", { cookie: idle })).statusCode).toBe(401);

    const old = await t.signInAs("supervisor");
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, await hashOf(old)));
    expect((await t.call("GET", "/api/auth/me", { cookie: old })).statusCode).toBe(401);
  });

  it("ends every session of a user who is deactivated, and refuses their sign-in", async () => {
    const victim = await t.signInAs("viewer");
    const admin = await t.signInAs("admin");
    const [viewer] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail("viewer")));
    const response = await t.call("POST", `/api/users/${viewer!.id}/deactivate`, { cookie: admin });
    expect(response.statusCode).toBe(200);
    expect((await t.call("GET", "/api/auth/me", { cookie: victim })).statusCode).toBe(401);
    const again = await t.call("POST", "/api/auth/login", {
      body: { email: demoEmail("viewer"), password: "clausewise-demo" },
    });
    expect(again.statusCode).toBe(401);
    expect((await t.call("POST", `/api/users/${viewer!.id}/deactivate`, { cookie: admin })).statusCode).toBe(409);
  });
});

describe("throttling", () => {
  it("locks an account after repeated failures with 429 and Retry-After, even for the right password", async () => {
    const email = demoEmail("qa_tech");
    const attempt = (password: string) =>
      t.call("POST", "/api/auth/login", { body: { email, password }, headers: { "x-forwarded-for": "10.9.9.1" } });
    for (let i = 0; i < throttlePolicy.accountFailures; i++) expect((await attempt("wrong")).statusCode).toBe(401);
    const locked = await attempt("clausewise-demo");
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.json().error.code).toBe("too_many_requests");
  });

  it("locks an address that fails across many accounts", async () => {
    const attempt = (i: number) =>
      t.call("POST", "/api/auth/login", {
        body: { email: `nobody${i}@example.com`, password: "x" },
        headers: { "x-forwarded-for": "10.9.9.2" },
      });
    for (let i = 0; i < throttlePolicy.addressFailures; i++) expect((await attempt(i)).statusCode).toBe(401);
    const locked = await t.call("POST", "/api/auth/login", {
      body: { email: demoEmail("admin"), password: "clausewise-demo" },
      headers: { "x-forwarded-for": "10.9.9.2" },
    });
    expect(locked.statusCode).toBe(429);
    // Another address is not affected.
    const other = await t.call("POST", "/api/auth/login", {
      body: { email: demoEmail("admin"), password: "clausewise-demo" },
      headers: { "x-forwarded-for": "10.9.9.3" },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe("cross-site request protection", () => {
  it("refuses a state-changing request from a foreign origin and accepts the same origin", async () => {
    const cookie = await t.signInAs("admin");
    const foreign = await t.call("POST", "/api/auth/logout", {
      cookie,
      headers: { origin: "https://evil.example", host: "localhost:3000" },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await t.call("GET", "/api/auth/me", { cookie })).statusCode).toBe(200);
    const same = await t.call("POST", "/api/auth/logout", {
      cookie,
      headers: { origin: "http://localhost:3000", host: "localhost:3000" },
    });
    expect(same.statusCode).toBe(204);
  });
});

async function hashOf(cookie: string) {
  return createHash("sha256").update(cookie.split("=")[1]!).digest("hex");
}
