import { and, desc, eq } from "drizzle-orm";
import { jobRoleLabels, jobRoles } from "../../../domain/employees/job-roles";
import type { AppLocale } from "../../../domain/i18n/locales";
import { screenLinks } from "../../../domain/overview/screen-links";
import { employees as e, sites } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { fullTextMatch, labelOf, searchDocument, siteRestriction } from "./full-text";
import type { SearchSource } from "./search-source";
import { typeLabelIn } from "./search-words";

/** The job roles' labels in a language (the overview's `screens:jobRole.*`). */
const jobRoleLabelsIn = (locale: AppLocale) =>
  Object.fromEntries(jobRoles.map((role) => [role, t(locale, `screens:jobRole.${role}`)]));

/** Employees by name, employee code, job role (in English and the reader's language) and e-mail. */
export const employeeSearch: SearchSource = {
  type: "employee",
  typeLabel: "Employees",
  async search(db, actor, { tsQuery, limit, locale }) {
    const { matches, rank } = fullTextMatch(
      searchDocument(
        e.name,
        e.employeeCode,
        labelOf(e.jobRole, jobRoleLabels),
        ...(locale === "en" ? [] : [labelOf(e.jobRole, jobRoleLabelsIn(locale))]),
        e.email,
      ),
      tsQuery,
    );
    const rows = await db
      .select({
        id: e.id,
        name: e.name,
        code: e.employeeCode,
        role: e.jobRole,
        status: e.status,
        site: sites.name,
        siteSlug: sites.slug,
        rank,
      })
      .from(e)
      .innerJoin(sites, eq(sites.id, e.siteId))
      .where(and(eq(e.organisationId, actor.organisationId), siteRestriction(actor, e.siteId), matches))
      .orderBy(desc(rank), e.name)
      .limit(limit);
    return rows.map((row) => ({
      type: "employee",
      typeLabel: typeLabelIn(locale, "employee"),
      id: row.id,
      title: row.name,
      subtitle: t(
        locale,
        row.status === "inactive" ? "screens:search.employee.inactive" : "screens:search.employee.subtitle",
        { code: row.code, role: row.role, site: row.site },
      ),
      url: screenLinks.employee(row.id),
      site: row.siteSlug,
      rank: Number(row.rank),
    }));
  },
};
