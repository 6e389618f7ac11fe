import { and, eq, inArray } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { isBuiltinFormId } from "../../../domain/forms/builtin-versions";
import type { RecordType } from "../../../domain/records/catalogue";
import { formClauses } from "../../../domain/schedules/proposals";
import type { Db } from "../../db/client";
import { logForms, logFormVersions } from "../../db/schema";
import { t } from "../../i18n/catalogue";

/** The name and clauses of an organisation's own forms at their current version, by form id. */
export type FormLabels = ReadonlyMap<string, { name: string; clauseIds: readonly string[] }>;

/**
 * The labels of the custom forms among `formIds` (schedules name built-in forms by their type and
 * custom forms by id): one read for a screen's or a computation's worth of forms.
 */
export async function customFormLabels(
  db: Db,
  organisationId: string,
  formIds: readonly string[],
): Promise<FormLabels> {
  const custom = [...new Set(formIds.filter((id) => !isBuiltinFormId(id)))];
  if (!custom.length) return new Map();
  const rows = await db
    .select({ formId: logForms.id, definition: logFormVersions.definition })
    .from(logForms)
    .innerJoin(
      logFormVersions,
      and(eq(logFormVersions.formId, logForms.id), eq(logFormVersions.version, logForms.currentVersion)),
    )
    .where(and(eq(logForms.organisationId, organisationId), inArray(logForms.id, custom)));
  return new Map(rows.map((r) => [r.formId, { name: r.definition.name, clauseIds: r.definition.clauseIds }]));
}

/** A form's name for a reader: a built-in form's in her language, a custom form's as its builder wrote it. */
export const formNameIn = (labels: FormLabels, formId: string, locale: AppLocale): string =>
  labels.get(formId)?.name ?? t(locale, `screens:recordType.${formId as RecordType}`);

/** The applicable clauses a form evidences: a custom form's linked clauses, a built-in form's usual ones. */
export function formClausesIn(labels: FormLabels, formId: string, applicableClauseIds: readonly string[]): string[] {
  const custom = labels.get(formId);
  return custom
    ? custom.clauseIds.filter((id) => applicableClauseIds.includes(id))
    : formClauses(formId, applicableClauseIds);
}
