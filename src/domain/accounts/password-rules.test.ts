import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_LENGTH, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it("refuses passwords shorter than the minimum", async () => {
    expect(await passwordProblem("Xk9#mq2!vL")).toEqual({
      key: "Use at least {{min}} characters",
      values: { min: PASSWORD_MIN_LENGTH },
    });
  });

  it("refuses long but common passwords from the shipped leaked-password list", async () => {
    for (const common of ["password1234", "qwertyuiop123", "iloveyou12345", "1234567890123"])
      expect((await passwordProblem(common))?.key).toMatch(/too common/);
  });

  it("refuses a password made of the account's own name, e-mail or organisation", async () => {
    expect(
      (await passwordProblem("mariagonzalez", ["maria@sunvalley.example", "Maria Gonzalez", "Sun Valley"]))?.key,
    ).toMatch(/name, e-mail or organisation/);
  });

  it("accepts long passphrases and random strings", async () => {
    expect(await passwordProblem("correct horse battery staple")).toBeNull();
    expect(await passwordProblem("Tr0ub4dor&3xyz-q")).toBeNull();
  });
});
