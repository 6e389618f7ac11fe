import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("defaults to port 3000 and ./data with the embedded database", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names every bad value in one clear message", () => {
    expect(() => loadConfig({ PORT: "70000", DATABASE_URL: "mysql://x", COOKIE_SECURE: "yes" })).toThrow(
      /Invalid configuration:\n {2}PORT: must be 1–65535\n {2}DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\/\n {2}COOKIE_SECURE/,
    );
  });
});
