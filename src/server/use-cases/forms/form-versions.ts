import { and, eq, isNull, or } from "drizzle-orm";
import type { RecordType } from "../../../domain/records/catalogue";
import type { FormVersionView } from "../../../domain/schemas/forms";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { logForms, logFormVersions } from "../../db/schema";
import { AppError } from "../../errors";

type VersionRow = typeof logFormVersions.$inferSelect;

export const toFormVersionView = (row: VersionRow): FormVersionView => ({
  ...row.definition,
  formId: row.formId,
  builtin: row.organisationId === null,
  versionId: row.id,
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedByName: row.publishedByName,
});

/** Forms an organisation may use: the built-in ones and its own. */
export const visibleForms = (organisationId: string) =>
  or(isNull(logForms.organisationId), eq(logForms.organisationId, organisationId));

/** The current version of a form the organisation may use (404 otherwise). */
export async function currentFormVersion(
  db: Db,
  actor: Pick<Actor, "organisationId">,
  formId: string,
  field = "formId",
): Promise<VersionRow> {
  const [row] = await db
    .select({ version: logFormVersions })
    .from(logForms)
    .innerJoin(
      logFormVersions,
      and(eq(logFormVersions.formId, logForms.id), eq(logFormVersions.version, logForms.currentVersion)),
    )
    .where(and(eq(logForms.id, formId), visibleForms(actor.organisationId)));
  if (!row)
    throw new AppError("validation", "Unknown log form", { [field]: "Choose one of your organisation's log forms" });
  return row.version;
}

/** One stored version by id (a record's form version). */
export async function formVersionById(db: Db, versionId: string): Promise<VersionRow> {
  const [row] = await db.select().from(logFormVersions).where(eq(logFormVersions.id, versionId));
  if (!row) throw new AppError("not_found", "Log form version not found");
  return row;
}

/** The current version id of each built-in form (for code that writes records in bulk: the demo, benches). */
export async function builtinFormVersionIds(db: Db): Promise<Record<RecordType, string>> {
  const rows = await db
    .select({ formId: logFormVersions.formId, id: logFormVersions.id })
    .from(logForms)
    .innerJoin(
      logFormVersions,
      and(eq(logFormVersions.formId, logForms.id), eq(logFormVersions.version, logForms.currentVersion)),
    )
    .where(isNull(logForms.organisationId));
  return Object.fromEntries(rows.map((r) => [r.formId, r.id])) as Record<RecordType, string>;
}
