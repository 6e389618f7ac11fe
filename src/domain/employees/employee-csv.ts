import { englishText, message, type Message } from "../i18n/message";
import { employeeInputSchema, type EmployeeValues } from "../schemas/employees";
import type { ImportTable } from "../imports/table";
import { parseJobRole } from "./job-roles";

/** Columns of the import file; header cells are matched ignoring case, spaces and punctuation. */
const columns = {
  employeeCode: ["employeeid", "employeecode", "id", "code"],
  name: ["name", "fullname"],
  jobRole: ["role", "jobrole"],
  email: ["email", "emailaddress"],
  phone: ["phone", "phonenumber"],
  site: ["site", "siteid"],
  hireDate: ["hiredate", "hired"],
  status: ["status"],
} as const;
type Column = keyof typeof columns;
const requiredColumns: Column[] = ["employeeCode", "name", "jobRole", "site", "hireDate"];

export const EMPLOYEE_CSV_HEADER = "Employee ID,Name,Role,Email,Phone,Site,Hire Date,Status";
export const MAX_EMPLOYEE_ROWS = 1000;

export interface CsvRowError {
  line: number;
  /** Why, as messages in the reader's language once rendered (decision 112); `reason` is their English. */
  reasons: Message[];
  reason: string;
}

/** A bad row: its line and why. */
export const rowError = (line: number, reasons: Message[]): CsvRowError => ({
  line,
  reasons,
  reason: reasons.map(englishText).join("; "),
});

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Reads the rows of an employee CSV (its non-blank rows, the header first, each with the row number a
 * spreadsheet shows) and validates every row with the shared employee schema. Each bad row is reported
 * by its number with the reason(s).
 */
export function readEmployeeRows(table: ImportTable["rows"]): {
  rows: { line: number; values: EmployeeValues }[];
  errors: CsvRowError[];
} {
  const [header, ...body] = table.filter((row) => row.cells.some((cell) => cell.trim() !== ""));
  if (!header) return { rows: [], errors: [rowError(1, [message("The file is empty: put a header row first")])] };
  const index = new Map<Column, number>();
  header.cells.forEach((cell, i) => {
    const key = normalise(cell);
    for (const [column, names] of Object.entries(columns) as [Column, readonly string[]][]) {
      if (names.includes(key) && !index.has(column)) index.set(column, i);
    }
  });
  const missing = requiredColumns.filter((c) => !index.has(c));
  if (missing.length > 0) {
    return {
      rows: [],
      errors: [
        rowError(header.row, [
          message("Header row lacks column(s): {{missing}} (expected {{expected}})", {
            missing: missing.join(", "),
            expected: EMPLOYEE_CSV_HEADER,
          }),
        ]),
      ],
    };
  }
  if (body.length === 0)
    return { rows: [], errors: [rowError(header.row, [message("The file has a header but no employees")])] };
  if (body.length > MAX_EMPLOYEE_ROWS)
    return {
      rows: [],
      errors: [rowError(header.row, [message("At most {{max}} employees per file", { max: MAX_EMPLOYEE_ROWS })])],
    };

  const rows: { line: number; values: EmployeeValues }[] = [];
  const errors: CsvRowError[] = [];
  const seen = new Map<string, number>();
  for (const { row: line, cells } of body) {
    const cell = (column: Column) => {
      const i = index.get(column);
      return i === undefined ? undefined : (cells[i] ?? "").trim();
    };
    const roleText = cell("jobRole") ?? "";
    const raw = {
      employeeCode: cell("employeeCode"),
      name: cell("name"),
      jobRole: parseJobRole(roleText) ?? roleText,
      email: cell("email"),
      phone: cell("phone"),
      site: cell("site")?.toLowerCase(),
      hireDate: cell("hireDate"),
      status: cell("status")?.toLowerCase() || undefined,
    };
    const parsed = employeeInputSchema.safeParse(raw);
    if (!parsed.success) {
      // One reason per field and text (a schema's reason is translated from the validation catalogue).
      const seenReasons = new Set<string>();
      const reasons = parsed.error.issues
        .map((issue) =>
          message("{{field}}: {{reason}}", { field: String(issue.path[0] ?? "row"), reason: issue.message }),
        )
        .filter((m) => !seenReasons.has(englishText(m)) && seenReasons.add(englishText(m)));
      errors.push(rowError(line, reasons));
      continue;
    }
    const first = seen.get(parsed.data.employeeCode);
    if (first !== undefined) {
      errors.push(
        rowError(line, [
          message("employeeCode: {{code}} is already on line {{line}}", {
            code: parsed.data.employeeCode,
            line: first,
          }),
        ]),
      );
      continue;
    }
    seen.set(parsed.data.employeeCode, line);
    rows.push({ line, values: parsed.data });
  }
  return { rows, errors };
}
