import { describe, expect, it } from "vitest";
import { certificationState } from "./certification-state";

describe("certificationState", () => {
  it("is expired from the day after the expiry date", () => {
    expect(certificationState("2025-03-10", "2025-03-10")).toBe("expiring");
    expect(certificationState("2025-03-10", "2025-03-11")).toBe("expired");
  });
  it("warns within 30 days and is valid beyond", () => {
    expect(certificationState("2025-04-09", "2025-03-10")).toBe("expiring");
    expect(certificationState("2025-04-10", "2025-03-10")).toBe("valid");
  });
  it("has no state without an expiry date", () => {
    expect(certificationState(null, "2025-03-10")).toBe("no_expiry");
  });
});
