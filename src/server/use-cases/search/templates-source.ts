import { and, desc, eq, sql } from "drizzle-orm";
import type { AppLocale } from "../../../domain/i18n/locales";
import { builtinTemplates, type TemplateCategory, type TemplateDefinition } from "../../../domain/library/templates";
import { screenLinks } from "../../../domain/overview/screen-links";
import { documentTemplates as dt } from "../../db/schema";
import { t } from "../../i18n/catalogue";
import { templateWords } from "../library/template-words";
import { fullTextMatch } from "./full-text";
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

/**
 * The searchable text of each built-in template, passed to PostgreSQL as one jsonb recordset: its own
 * words, and its name, description, category and type in the reader's language too (titled in that language).
 */
const templateTexts = (locale: AppLocale) =>
  JSON.stringify(
    builtinTemplates.map((d) => ({
      key: d.key,
      name: templateWords(locale, d).name,
      text: [
        d.name,
        d.code,
        d.category,
        d.type,
        ...(locale === "en"
          ? []
          : [
              categoryIn(locale, d),
              typeIn(locale, d),
              templateWords(locale, d).name,
              templateWords(locale, d).description,
            ]),
        d.format,
        d.description,
        d.clauses.join(" "),
      ].join(" "),
    })),
  );
const textsByLocale = new Map<AppLocale, string>();
const textsIn = (locale: AppLocale) => {
  let texts = textsByLocale.get(locale);
  if (!texts) textsByLocale.set(locale, (texts = templateTexts(locale)));
  return texts;
};

/** The organisation's active document templates by name, code, category, type, description and clauses. */
export const templateSearch: SearchSource = {
  type: "template",
  typeLabel: "Templates",
  async search(db, actor, { tsQuery, limit, locale }) {
    const defs = sql`jsonb_to_recordset(${textsIn(locale)}::jsonb) as d(key text, name text, text text)`;
    const { matches, rank } = fullTextMatch(sql`to_tsvector('simple', d.text)`, tsQuery);
    const rows = await db
      .select({ id: dt.id, key: dt.key, name: sql<string>`d.name`, rank })
      .from(dt)
      .innerJoin(defs, sql`d.key = ${dt.key}`)
      .where(and(eq(dt.organisationId, actor.organisationId), eq(dt.status, "active"), matches))
      .orderBy(desc(rank), sql`d.name`)
      .limit(limit);
    return rows.map((row) => {
      const def = builtinTemplates.find((d) => d.key === row.key)!;
      return {
        type: "template",
        typeLabel: typeLabelIn(locale, "template"),
        id: row.id,
        title: row.name,
        subtitle: t(locale, "screens:search.template.subtitle", {
          code: def.code,
          category: categoryIn(locale, def),
          type: typeIn(locale, def),
          format: def.format,
        }),
        url: screenLinks.template(row.id),
        rank: Number(row.rank),
      };
    });
  },
};
