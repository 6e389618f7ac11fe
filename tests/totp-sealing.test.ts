import fs from "node:fs";
import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sealClearTotpSecrets } from "../src/server/auth/two-factor";
import { userTwoFactor } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The code the authenticator app shows `steps` 30-second periods from now (the server allows ±1). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signUp(email: string) {
  const response = await t.call("POST", "/api/organisations", {
    body: { organisationName: "Canyon Greens", name: "Lucia Pena", email, password: "lettuce cooler at four" },
  });
  expect(response.statusCode).toBe(201);
  const cookie = `cw_session=${response.cookies.find((c) => c.name === "cw_session")!.value}`;
  return { cookie, userId: response.json().user.id as string };
}

const secondStepWith = async (email: string, code: string) => {
  const challenge = (
    await t.call("POST", "/api/auth/login", { body: { email, password: "lettuce cooler at four" } })
  ).json().challenge;
  return t.call("POST", "/api/auth/login/two-factor", { body: { challenge, code } });
};

describe("stored TOTP secrets", () => {
  it("are sealed with a key outside the database, and still check codes", async () => {
    const { cookie, userId } = await signUp("lucia@canyongreens.example");
    const { secret } = (await t.call("POST", "/api/me/two-factor/enrolment", { cookie })).json();
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    expect(row!.secret).toMatch(/^v1\.[0-9a-f]{12}\./);
    expect(row!.secret).not.toContain(secret);
    // The key lives beside the audit key, outside the database, readable by its owner only.
    const keyFile = t.app.config.totpKeyFile;
    expect(fs.statSync(keyFile).mode & 0o077).toBe(0);
    const confirmed = await t.call("POST", "/api/me/two-factor/confirm", {
      cookie,
      body: { code: await codeAt(secret, -1) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await secondStepWith("lucia@canyongreens.example", await codeAt(secret))).statusCode).toBe(200);
  });

  it("stored in clear before sealing existed keep working and are sealed at start", async () => {
    const { cookie, userId } = await signUp("marco@canyongreens.example");
    const { secret } = (await t.call("POST", "/api/me/two-factor/enrolment", { cookie })).json();
    await t.call("POST", "/api/me/two-factor/confirm", { cookie, body: { code: await codeAt(secret, -1) } });
    await t.db.update(userTwoFactor).set({ secret }).where(eq(userTwoFactor.userId, userId));
    expect((await secondStepWith("marco@canyongreens.example", await codeAt(secret))).statusCode).toBe(200);

    expect(await sealClearTotpSecrets(t.db)).toBe(1);
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    expect(row!.secret).toMatch(/^v1\./);
    expect(await sealClearTotpSecrets(t.db)).toBe(0);
    expect((await secondStepWith("marco@canyongreens.example", await codeAt(secret, 1))).statusCode).toBe(200);
  });
});
