import type { IsoDate } from "../../../domain/dates";
import type { AppLocale } from "../../../domain/i18n/locales";
import { customFormLabels, formClausesIn } from "../forms/form-labels";
import type { Db } from "../../db/client";
import { expectedLogsAt } from "./list-expected-logs";

/** A log a schedule expected that nobody filled (`missing`), or that was filled after its due time (`late`). */
export type MissedLog = {
  formId: string;
  /** The form's name in the reader's language. */
  formName: string;
  date: IsoDate;
  shift: string | null;
  status: "missing" | "late";
  /** The applicable clauses the form evidences (empty when none applies). */
  clauseIds: string[];
};

/**
 * The scheduled logs of a site that were missed or filled late from..to (site-local dates), each with the
 * clauses its form evidences (decision 128) — the expected logs of decision 126, computed the same way, on
 * read. Evidence packs list them; document audits count the missing ones as gaps.
 */
export async function missedLogsAt(
  db: Db,
  site: { id: string; organisationId: string; timezone: string },
  input: { from: IsoDate; to: IsoDate; locale: AppLocale; now: Date; applicableClauseIds: readonly string[] },
): Promise<MissedLog[]> {
  const { items } = await expectedLogsAt(db, site, input);
  const labels = await customFormLabels(
    db,
    site.organisationId,
    items.map((item) => item.formId),
  );
  const clausesOf = new Map<string, string[]>();
  const missed: MissedLog[] = [];
  for (const item of items) {
    if (item.status !== "missing" && item.status !== "late") continue;
    let clauseIds = clausesOf.get(item.formId);
    if (!clauseIds)
      clausesOf.set(item.formId, (clauseIds = formClausesIn(labels, item.formId, input.applicableClauseIds)));
    missed.push({
      formId: item.formId,
      formName: item.formName,
      date: item.date,
      shift: item.shift,
      status: item.status,
      clauseIds,
    });
  }
  return missed;
}
