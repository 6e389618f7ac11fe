import { and, eq, inArray } from "drizzle-orm";
import { readEmployeeRows, rowError, type CsvRowError } from "../../../domain/employees/employee-csv";
import { message, type Message } from "../../../domain/i18n/message";
import { recordEvent } from "../audit/record-event";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { employees } from "../../db/schema";
import { invalidFields, invalidMessages } from "../../errors";
import { parseCsvRows } from "../imports/read-table";
import { listVisibleSites } from "../sites/site-access";

/**
 * CSV import: every row is validated (shared schema, known site, employee ID new to the organisation
 * and unique in the file). Any bad row → 400 listing each by line number, and nothing is imported;
 * otherwise all rows are written in one transaction with one audit event.
 */
export async function importEmployees(db: Db, actor: Actor, { csv }: { csv: string }) {
  let table: ReturnType<typeof parseCsvRows>;
  try {
    table = parseCsvRows(new TextEncoder().encode(csv));
  } catch (error) {
    // csv-parse names the line it stopped at (an unclosed quote, mostly).
    const line = (error as { lines?: number }).lines ?? 1;
    throw invalidFields({ csv: message("The CSV cannot be read near line {{line}}: check its quotes", { line }) });
  }
  const { rows, errors } = readEmployeeRows(table);
  return db.transaction(async (tx) => {
    const sites = new Map((await listVisibleSites(tx, actor)).map((s) => [s.slug, s]));
    const codes = rows.map((r) => r.values.employeeCode);
    const taken = codes.length
      ? await tx
          .select({ code: employees.employeeCode, name: employees.name })
          .from(employees)
          .where(and(eq(employees.organisationId, actor.organisationId), inArray(employees.employeeCode, codes)))
      : [];
    const takenBy = new Map(taken.map((t) => [t.code, t.name]));
    const problems: CsvRowError[] = [...errors];
    for (const { line, values } of rows) {
      const reasons: Message[] = [];
      if (!sites.has(values.site))
        reasons.push(
          message("site: {{site}} is not a site you can add employees to (use {{sites}})", {
            site: values.site,
            sites: [...sites.keys()].join(", "),
          }),
        );
      const owner = takenBy.get(values.employeeCode);
      if (owner)
        reasons.push(
          message("employeeCode: {{code}} is already used by {{owner}}", { code: values.employeeCode, owner }),
        );
      if (reasons.length) problems.push(rowError(line, reasons));
    }
    if (problems.length > 0) {
      problems.sort((a, b) => a.line - b.line);
      throw invalidMessages(
        problems.length === 1
          ? "1 row has errors; nothing was imported"
          : "{{count}} rows have errors; nothing was imported",
        { count: problems.length },
        Object.fromEntries(problems.map((p) => [`line ${p.line}`, p.reasons])),
      );
    }
    const inserted = await tx
      .insert(employees)
      .values(
        rows.map(({ values }) => {
          const { site, certifications: _c, ...fields } = values;
          return { ...fields, organisationId: actor.organisationId, siteId: sites.get(site)!.id };
        }),
      )
      .returning({ id: employees.id, code: employees.employeeCode });
    await recordEvent(tx, actor, {
      action: "employee.import",
      entityType: "employee_import",
      entityId: inserted[0]!.id,
      after: { count: inserted.length, employees: inserted.map((e) => e.code) },
    });
    return { imported: inserted.length };
  });
}
