import { describe, expect, it } from "vitest";
import { loadConfig, seedsDemo } from "./config";

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

describe("accounts configuration", () => {
  it("trusts no proxy by default and accepts a hop count or a list of proxy addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).TRUST_PROXY).toEqual(["10.0.0.1", "10.1.0.0/16"]);
    expect(() => loadConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY: must be off/);
  });

  it("seeds the demo only into the embedded database unless DEMO_SEED says otherwise", () => {
    expect(seedsDemo(loadConfig({}))).toBe(true);
    expect(seedsDemo(loadConfig({ DATABASE_URL: "postgres://db/clausewise" }))).toBe(false);
    expect(seedsDemo(loadConfig({ DATABASE_URL: "postgres://db/clausewise", DEMO_SEED: "1" }))).toBe(true);
    expect(seedsDemo(loadConfig({ DEMO_SEED: "0" }))).toBe(false);
  });

  it("keeps sign-up open unless SIGNUP=closed", () => {
    expect(loadConfig({}).SIGNUP).toBe("open");
    expect(loadConfig({ SIGNUP: "closed" }).SIGNUP).toBe("closed");
  });
});

describe("inbound e-mail configuration", () => {
  it("receives no e-mail unless SMTP_INBOUND_PORT is set, at inbox.clausewise.local by default", () => {
    expect(loadConfig({}).SMTP_INBOUND_PORT).toBeUndefined();
    expect(loadConfig({}).SMTP_INBOUND_DOMAIN).toBe("inbox.clausewise.local");
    expect(loadConfig({ SMTP_INBOUND_PORT: "2525", SMTP_INBOUND_DOMAIN: "Docs.Example.COM" })).toMatchObject({
      SMTP_INBOUND_PORT: 2525,
      SMTP_INBOUND_DOMAIN: "docs.example.com",
    });
  });

  it("names a bad port or domain", () => {
    expect(() => loadConfig({ SMTP_INBOUND_PORT: "99999" })).toThrow(/SMTP_INBOUND_PORT: must be 1–65535/);
    expect(() => loadConfig({ SMTP_INBOUND_DOMAIN: "not a domain" })).toThrow(
      /SMTP_INBOUND_DOMAIN: must be a domain such as inbox.example.com/,
    );
  });
});
