import { describe, expect, it } from "vitest";
import { employeeInputSchema } from "@domain/schemas/employees";
import english from "@/i18n/locales/en/employees.json";

/** Every reason the employee form can show comes from the catalogue, so a Spanish user reads it in Spanish. */
describe("employee form reasons", () => {
  const reasons = (input: Record<string, unknown>) =>
    (employeeInputSchema.safeParse(input).error?.issues ?? []).map((issue) => issue.message);

  it("has every message the shared employee schema gives in the employees catalogue", () => {
    const found = new Set([
      ...reasons({}),
      ...reasons({
        employeeCode: "x",
        name: "x",
        jobRole: "pilot",
        email: "not-an-address",
        phone: "call me",
        site: "",
        hireDate: "2026-02-30",
        status: "gone",
        certifications: [{ name: "x", issued: "01/02/2026", expires: "" }],
      }),
      ...reasons({
        employeeCode: "OX_1".repeat(6),
        name: "x".repeat(121),
        email: `${"a".repeat(200)}@example.com`,
        phone: "1".repeat(41),
        hireDate: "2026-01-01",
        certifications: Array.from({ length: 21 }, () => ({ name: "First aid", issued: "2026-01-01" })),
      }),
      ...reasons({
        certifications: [
          { name: "x".repeat(121), issued: "2026-03-01" },
          { name: "First aid", issued: "2026-03-01", expires: "2026-02-01" },
        ],
      }),
    ]);
    expect(found).toEqual(new Set(Object.values(english.validation)));
  });
});
