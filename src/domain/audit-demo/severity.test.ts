import { describe, expect, it } from "vitest";
import { severityDisplay, statusDisplay, statusOfScore } from "./severity";

describe("severity mapping", () => {
  it("shows NC as High on red and Partial as Medium on amber", () => {
    expect(severityDisplay.NC).toEqual({ label: "High", tone: "danger", status: "nc" });
    expect(severityDisplay.Partial).toEqual({ label: "Medium", tone: "warning", status: "partial" });
  });

  it("maps each score to its status", () => {
    expect(statusOfScore(10)).toBe("compliant");
    expect(statusOfScore(5)).toBe("partial");
    expect(statusOfScore(0)).toBe("nc");
    expect(statusOfScore("NA")).toBe("na");
  });

  it("labels every status", () => {
    expect(Object.values(statusDisplay).map((s) => s.label)).toEqual([
      "Non-compliant",
      "Partial",
      "Compliant",
      "Not applicable",
    ]);
  });
});
