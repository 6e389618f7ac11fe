import { and, eq, inArray } from "drizzle-orm";
import { screenLinks } from "../../../domain/overview/screen-links";
import { trainingModules as m } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import type { SearchSource } from "./search-source";
import { formatQuantity, typeLabelIn } from "./search-words";

/** The organisation's training modules (organisation-wide) by title, description and clauses. */
export const trainingModuleSearch: SearchSource = {
  type: "training_module",
  typeLabel: "Training modules",
  async search(db, actor, { ids, ranks, locale }) {
    const rows = await db
      .select({
        id: m.id,
        title: m.title,
        clauses: m.clauses,
        languages: m.languages,
        minutes: m.durationMinutes,
      })
      .from(m)
      .where(and(eq(m.organisationId, actor.organisationId), inArray(m.id, ids)));

    return rows.map((row) => ({
      type: "training_module",
      typeLabel: typeLabelIn(locale, "training_module"),
      id: row.id,
      title: row.title,
      subtitle: t(locale, "screens:search.trainingModule.subtitle", {
        clauses: row.clauses.join(", ") || t(locale, "screens:search.trainingModule.general"),
        languages: row.languages.join("/"),
        minutes: formatQuantity(row.minutes, locale),
      }),
      url: screenLinks.trainingModule(row.id),
      rank: ranks.get(row.id) ?? 0,
    }));
  },
};
