import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("unexpected failures", () => {
  it("answer 500 with the JSON error shape and no internals when the database is gone", async () => {
    const cookie = await t.signInAs("admin");
    await t.testDb.database.close();
    const response = await t.call("GET", "/api/sites", { cookie });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "internal", message: "Something went wrong on our side. The error has been logged." },
    });
    expect(response.body).not.toMatch(/stack|at .*\.ts|PGlite|select/i);
  });
});
