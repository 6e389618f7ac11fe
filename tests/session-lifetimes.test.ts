import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftInstant } from "../src/domain/dates";
import { loadConfig } from "../src/server/config";
import { sessions } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  // An operator who wants short sessions: 5 minutes idle, 1 hour in all.
  t = await createTestApp({ env: { SESSION_IDLE_MINUTES: "5", SESSION_ABSOLUTE_HOURS: "1" } });
});
afterAll(() => t.close());

const hashOf = (cookie: string) => createHash("sha256").update(cookie.split("=")[1]!).digest("hex");

describe("configured session lifetimes", () => {
  it("end a session after SESSION_IDLE_MINUTES without a request", async () => {
    const recent = await t.signInAs("viewer");
    await t.db
      .update(sessions)
      .set({ lastSeenAt: shiftInstant(new Date(), { minutes: -4 }) })
      .where(eq(sessions.tokenHash, hashOf(recent)));
    expect((await t.call("GET", "/api/auth/me", { cookie: recent })).statusCode).toBe(200);

    const idle = await t.signInAs("viewer");
    await t.db
      .update(sessions)
      .set({ lastSeenAt: shiftInstant(new Date(), { minutes: -6 }) })
      .where(eq(sessions.tokenHash, hashOf(idle)));
    expect((await t.call("GET", "/api/auth/me", { cookie: idle })).statusCode).toBe(401);
  });

  it("give a session and its cookie SESSION_ABSOLUTE_HOURS in all", async () => {
    const response = await t.call("POST", "/api/auth/login", {
      body: { email: "qa.tech@clausewise.demo", password: "clausewise-demo" },
    });
    const cookie = response.cookies.find((c) => c.name === "cw_session")!;
    expect(cookie.maxAge).toBe(3600);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashOf(`cw_session=${cookie.value}`)));
    const hoursLeft = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0.9);
    expect(hoursLeft).toBeLessThanOrEqual(1);
  });

  it("refuse a lifetime that is not a positive whole number, naming the variable", () => {
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: "0" })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: "a week" })).toThrow(/SESSION_ABSOLUTE_HOURS/);
  });
});
