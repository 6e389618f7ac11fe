import { describe, expect, it } from "vitest";
import { isLoopbackHost, ssoSettingsFormSchema, ssoSettingsSchema } from "./sso";

const base = {
  enabled: true,
  issuerUrl: "https://login.example.com",
  clientId: "clausewise",
  allowedDomains: ["example.com"],
  defaultRole: "viewer",
  jitEnabled: false,
};
const issuerError = (issuerUrl: string) => {
  const result = ssoSettingsSchema.safeParse({ ...base, issuerUrl });
  return result.success ? null : result.error.issues.find((i) => i.path[0] === "issuerUrl")?.message;
};

describe("SSO settings schema", () => {
  it("needs https, except for a provider on this machine", () => {
    expect(issuerError("https://login.example.com/tenant/v2")).toBeNull();
    expect(issuerError("http://login.example.com")).toBe("The issuer must use https://");
    expect(issuerError("http://127.0.0.1:8080")).toBeNull();
    expect(issuerError("http://localhost:8080")).toBeNull();
    expect(issuerError("https://login.example.com/?tenant=1")).toBe("The issuer URL has no query or fragment");
    expect(issuerError("")).toMatch(/Enter a URL/);
    expect(issuerError("ftp://login.example.com")).toMatch(/Enter a URL/);
  });

  it("drops the slash typed after a bare host, keeps a path as typed", () => {
    expect(ssoSettingsSchema.parse({ ...base, issuerUrl: "https://login.example.com/" }).issuerUrl).toBe(
      "https://login.example.com",
    );
    expect(ssoSettingsSchema.parse({ ...base, issuerUrl: "https://x.example.com/realms/a/" }).issuerUrl).toBe(
      "https://x.example.com/realms/a/",
    );
  });

  it("lower-cases domains, drops a leading @ and duplicates, refuses what is not a domain", () => {
    const parsed = ssoSettingsFormSchema.parse({
      ...base,
      allowedDomains: "Example.com, @example.com\nfarm.example.org",
    });
    expect(parsed.allowedDomains).toEqual(["example.com", "farm.example.org"]);
    const bad = ssoSettingsSchema.safeParse({ ...base, allowedDomains: ["not a domain"] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["allowedDomains", 0],
      message: "Enter a domain such as example.com",
    });
  });

  it("treats a blank client secret as 'keep the stored one'", () => {
    expect(ssoSettingsSchema.parse({ ...base, clientSecret: "   " }).clientSecret).toBeUndefined();
    expect(ssoSettingsSchema.parse({ ...base, clientSecret: " s3cret " }).clientSecret).toBe("s3cret");
  });

  it("knows loopback hosts", () => {
    expect(["localhost", "127.0.0.1", "127.8.9.10", "[::1]"].every(isLoopbackHost)).toBe(true);
    expect(["10.0.0.1", "localhost.example.com", "128.0.0.1"].some(isLoopbackHost)).toBe(false);
  });
});
