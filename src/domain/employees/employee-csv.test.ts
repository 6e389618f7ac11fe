import { describe, expect, it } from "vitest";
import { readEmployeeRows } from "./employee-csv";

/** The rows of a CSV without quoted cells, numbered as a spreadsheet shows them (the use-case parses real files). */
const readEmployeeCsv = (text: string) =>
  readEmployeeRows(text.split("\n").map((line, i) => ({ row: i + 1, cells: line.split(",") })));

const header = "Employee ID,Name,Role,Email,Phone,Site,Hire Date";

describe("readEmployeeCsv", () => {
  it("reads good rows with labels or keys for the role", () => {
    const { rows, errors } = readEmployeeCsv(
      `${header}\nox-0300,Ana Cruz,Forklift,,805-555-0101,Oxnard,2024-02-01\nOX-0301,Luis Ortega,qa_tech,luis@x.co,,oxnard,2023-11-15`,
    );
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.values.employeeCode, r.values.jobRole, r.values.site])).toEqual([
      [2, "OX-0300", "forklift", "oxnard"],
      [3, "OX-0301", "qa_tech", "oxnard"],
    ]);
    expect(rows[0]!.values.status).toBe("active");
  });

  it("reports each bad row by its line with the reason", () => {
    const csv = `${header}\nOX-1,Ana Cruz,Forklift,,,oxnard,2024-02-01\nOX-2,B,Pilot,not-an-email,,oxnard,2024-13-01\nOX-1,Ana Again,QA Tech,,,oxnard,2024-02-01`;
    const { errors } = readEmployeeCsv(csv);
    expect(errors.map((e) => e.line)).toEqual([3, 4]);
    expect(errors[0]!.reason).toContain("name:");
    expect(errors[0]!.reason).toContain("jobRole: Choose a job role");
    expect(errors[0]!.reason).toContain("email: Enter a valid e-mail address");
    expect(errors[0]!.reason).toContain("hireDate:");
    expect(errors[1]!.reason).toContain("already on line 2");
    expect(errors[1]!.reasons).toEqual([
      { key: "employeeCode: {{code}} is already on line {{line}}", values: { code: "OX-1", line: 2 } },
    ]);
  });

  it("names missing header columns", () => {
    const { errors } = readEmployeeCsv("Name,Role\nAna,Forklift");
    expect(errors[0]).toMatchObject({ line: 1 });
    expect(errors[0]!.reason).toContain("employeeCode");
  });
});
