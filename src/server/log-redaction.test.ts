import { describe, expect, it } from "vitest";
import { redactSecrets } from "./log-redaction";

describe("log redaction", () => {
  it("hides kiosk tokens in request paths and leaves other paths alone", () => {
    expect(redactSecrets("/api/kiosk/abc123/assignments/9")).toBe("/api/kiosk/[redacted]/assignments/9");
    expect(redactSecrets("/train/abc123?x=1")).toBe("/train/[redacted]?x=1");
    expect(redactSecrets("/api/sites/oxnard")).toBe("/api/sites/oxnard");
  });

  it("hides password reset tokens in the page and the API path", () => {
    expect(redactSecrets("/reset-password/s3cr3t-token")).toBe("/reset-password/[redacted]");
    expect(redactSecrets("/api/auth/password-reset/s3cr3t-token")).toBe("/api/auth/password-reset/[redacted]");
    expect(redactSecrets("/api/auth/password-reset")).toBe("/api/auth/password-reset");
  });

  it("hides supplier upload tokens in the page and the API path", () => {
    expect(redactSecrets("/supplier-upload/s3cr3t-token")).toBe("/supplier-upload/[redacted]");
    expect(redactSecrets("/api/public/supplier-uploads/s3cr3t-token")).toBe("/api/public/supplier-uploads/[redacted]");
    expect(redactSecrets("/api/public/document-audits")).toBe("/api/public/document-audits");
  });
});
