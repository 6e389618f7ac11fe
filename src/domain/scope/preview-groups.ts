import { builtinCatalogue } from "../catalogue/primusgfs-builtin";
import type { Catalogue } from "../catalogue/catalogue-schema";
import { groupName } from "../catalogue/get-clause";
import type { AppLocale } from "../i18n/locales";
import type { Scope } from "../schemas/scope";
import { applicableClauses, type ApplicableClause } from "./applicable-clauses";
import { totalsOf } from "./scope-totals";

export interface PreviewGroup {
  tag: string;
  name: string;
  clauses: ApplicableClause[];
  count: number;
  /** Points of the group's clauses, N/A ones excluded. */
  points: number;
  naCount: number;
}

/**
 * The Preview Clauses dialog: applicable clauses grouped by first tag, groups in the catalogue's
 * group order (spec §9 order for the built-in one), clauses in catalogue order, empty groups left out;
 * group names in `locale`.
 */
export function previewGroups(
  scope: Scope,
  catalogue: Catalogue = builtinCatalogue,
  locale: AppLocale = "en",
): PreviewGroup[] {
  const byTag = new Map<string, ApplicableClause[]>();
  for (const clause of applicableClauses(scope, catalogue)) {
    const tag = clause.tags[0] ?? "";
    byTag.set(tag, [...(byTag.get(tag) ?? []), clause]);
  }
  const order = catalogue.groups.map((g) => g.tag);
  const rank = (tag: string) => (order.includes(tag) ? order.indexOf(tag) : order.length);
  return [...byTag.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([tag, clauses]) => {
      const { totalClauses, totalPoints, naCount } = totalsOf(clauses);
      return {
        tag,
        name: groupName(tag, catalogue, locale),
        clauses,
        count: totalClauses,
        points: totalPoints,
        naCount,
      };
    });
}
