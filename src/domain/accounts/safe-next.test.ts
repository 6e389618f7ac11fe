import { describe, expect, it } from "vitest";
import { safeNext } from "./safe-next";

describe("safeNext", () => {
  it("returns to the page asked for inside the app", () => {
    expect(safeNext("/app/records/holds?status=on-hold")).toBe("/app/records/holds?status=on-hold");
  });
  it("refuses other sites and other paths", () => {
    expect(safeNext("https://evil.example/app")).toBe("/app/overview");
    expect(safeNext("//evil.example")).toBe("/app/overview");
    expect(safeNext(null)).toBe("/app/overview");
  });
});
