import { and, desc, eq } from "drizzle-orm";
import { jobRoleLabels } from "../../../domain/employees/job-roles";
import { screenLinks } from "../../../domain/overview/screen-links";
import { employees as e, sites } from "../../db/schema";
import { fullTextMatch, labelOf, searchDocument, siteRestriction } from "./full-text";
import type { SearchSource } from "./search-source";

/** Employees by name, employee code, job role and e-mail. */
export const employeeSearch: SearchSource = {
  type: "employee",
  typeLabel: "Employees",
  async search(db, actor, { tsQuery, limit }) {
    const { matches, rank } = fullTextMatch(
      searchDocument(e.name, e.employeeCode, labelOf(e.jobRole, jobRoleLabels), e.email),
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
      typeLabel: "Employees",
      id: row.id,
      title: row.name,
      subtitle: `${row.code} · ${jobRoleLabels[row.role]} · ${row.site}${row.status === "inactive" ? " · inactive" : ""}`,
      url: screenLinks.employee(row.id),
      site: row.siteSlug,
      rank: Number(row.rank),
    }));
  },
};
