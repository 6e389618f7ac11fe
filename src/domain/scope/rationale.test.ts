import { describe, expect, it } from "vitest";
import { isValidRationale, MIN_RATIONALE_LENGTH, rationaleCounter } from "./rationale";

describe("rationale", () => {
  it("needs 10 characters after trimming", () => {
    expect(MIN_RATIONALE_LENGTH).toBe(10);
    expect(isValidRationale("  123456789  ")).toBe(false);
    expect(isValidRationale(" 1234567890 ")).toBe(true);
  });

  it("counts trimmed characters in the counter text", () => {
    expect(rationaleCounter("")).toBe("Minimum 10 characters (0/10)");
    expect(rationaleCounter("  abc  ")).toBe("Minimum 10 characters (3/10)");
    expect(rationaleCounter("no harvest here")).toBe("Minimum 10 characters (15/10)");
  });
});
