import { and, eq, inArray } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { builtinTemplates, type TemplateCategory, type TemplateDefinition } from "../../../domain/library/templates";
import { screenLinks } from "../../../domain/overview/screen-links";
import { documentTemplates as dt } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { templateWords } from "../library/template-words";
import type { SearchSource } from "./search-source";
import { typeLabelIn } from "./search-words";

/**
 * A template's category and type in a language (`screens:search.templateCategory.*`, keyed without the
 * category's spaces, and `…templateType.*`).
 */
const categoryIn = (locale: AppLocale, d: TemplateDefinition) =>
  t(locale, `screens:search.templateCategory.${d.category.replaceAll(" ", "") as WithoutSpaces<TemplateCategory>}`);
type WithoutSpaces<S extends string> = S extends `${infer A} ${infer B}` ? `${A}${WithoutSpaces<B>}` : S;
const typeIn = (locale: AppLocale, d: TemplateDefinition) => t(locale, `screens:search.templateType.${d.type}`);

/** The organisation's active document templates by name, code, category, type, description and clauses. */
export const templateSearch: SearchSource = {
  type: "template",
  typeLabel: "Templates",
  async search(db, actor, { ids, ranks, locale }) {
    const rows = await db
      .select({ id: dt.id, key: dt.key })
      .from(dt)
      .where(and(eq(dt.organisationId, actor.organisationId), eq(dt.status, "active"), inArray(dt.id, ids)));
    return rows.flatMap((row) => {
      const def = builtinTemplates.find((d) => d.key === row.key);
      if (!def) return [];
      return {
        type: "template",
        typeLabel: typeLabelIn(locale, "template"),
        id: row.id,
        title: templateWords(locale, def).name,
        subtitle: t(locale, "screens:search.template.subtitle", {
          code: def.code,
          category: categoryIn(locale, def),
          type: typeIn(locale, def),
          format: def.format,
        }),
        url: screenLinks.template(row.id),
        rank: ranks.get(row.id) ?? 0,
      };
    });
  },
};
