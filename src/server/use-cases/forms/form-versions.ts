import { and, desc, eq, isNull, or } from "drizzle-orm";
import { isBuiltinFormId } from "../../../domain/forms/builtin-versions";
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
  builtin: isBuiltinFormId(row.formId),
  versionId: row.id,
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  publishedByName: row.publishedByName,
});

/** Forms an organisation may use: the built-in ones and its own. */
export const visibleForms = (organisationId: string) =>
  or(isNull(logForms.organisationId), eq(logForms.organisationId, organisationId));

/**
 * Versions an organisation sees: a custom form's own, and of a built-in form the shared ones (no
 * organisation) and those the organisation published itself (decision 165).
 */
export const visibleVersions = (organisationId: string) =>
  or(isNull(logFormVersions.organisationId), eq(logFormVersions.organisationId, organisationId));

/**
 * The current version of a form the organisation may use (400 naming `field` otherwise): its latest
 * visible version — for a built-in form the organisation's own latest, else the shared one.
 */
export async function currentFormVersion(
  db: Db,
  actor: Pick<Actor, "organisationId">,
  formId: string,
  field = "formId",
): Promise<VersionRow> {
  const [row] = await db
    .select({ version: logFormVersions })
    .from(logForms)
    .innerJoin(logFormVersions, eq(logFormVersions.formId, logForms.id))
    .where(and(eq(logForms.id, formId), visibleForms(actor.organisationId), visibleVersions(actor.organisationId)))
    .orderBy(desc(logFormVersions.version))
    .limit(1);
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
    .where(and(isNull(logForms.organisationId), isNull(logFormVersions.organisationId)));
  return Object.fromEntries(rows.map((r) => [r.formId, r.id])) as Record<RecordType, string>;
}
