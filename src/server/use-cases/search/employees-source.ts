import { and, eq, inArray } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import { employees as e, sites } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { siteScope } from "../sites/site-access";
import type { SearchSource } from "./search-source";
import { typeLabelIn } from "./search-words";

/** Employees by name, employee code, job role (in English and the reader's language) and e-mail. */
export const employeeSearch: SearchSource = {
  type: "employee",
  typeLabel: "Employees",
  async search(db, actor, { ids, ranks, locale }) {
    const rows = await db
      .select({
        id: e.id,
        name: e.name,
        code: e.employeeCode,
        role: e.jobRole,
        status: e.status,
        site: sites.name,
        siteSlug: sites.slug,
      })
      .from(e)
      .innerJoin(sites, eq(sites.id, e.siteId))
      .where(and(eq(e.organisationId, actor.organisationId), siteScope(actor, e.siteId), inArray(e.id, ids)));

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
      rank: ranks.get(row.id) ?? 0,
    }));
  },
};
