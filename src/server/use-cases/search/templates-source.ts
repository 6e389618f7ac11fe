import { and, desc, eq, sql } from "drizzle-orm";
import { builtinTemplates } from "../../../domain/library/templates";
import { screenLinks } from "../../../domain/overview/screen-links";
import { documentTemplates as t } from "../../db/schema";
import { fullTextMatch } from "./full-text";
import type { SearchSource } from "./search-source";

/** The searchable text of each built-in template, passed to PostgreSQL as one jsonb recordset. */
const templateTexts = JSON.stringify(
  builtinTemplates.map((d) => ({
    key: d.key,
    name: d.name,
    text: [d.name, d.code, d.category, d.type, d.format, d.description, d.clauses.join(" ")].join(" "),
  })),
);

/** The organisation's active document templates by name, code, category, description and clauses. */
export const templateSearch: SearchSource = {
  type: "template",
  typeLabel: "Templates",
  async search(db, actor, { tsQuery, limit }) {
    const defs = sql`jsonb_to_recordset(${templateTexts}::jsonb) as d(key text, name text, text text)`;
    const { matches, rank } = fullTextMatch(sql`to_tsvector('simple', d.text)`, tsQuery);
    const rows = await db
      .select({ id: t.id, key: t.key, name: sql<string>`d.name`, rank })
      .from(t)
      .innerJoin(defs, sql`d.key = ${t.key}`)
      .where(and(eq(t.organisationId, actor.organisationId), eq(t.status, "active"), matches))
      .orderBy(desc(rank), sql`d.name`)
      .limit(limit);
    return rows.map((row) => {
      const def = builtinTemplates.find((d) => d.key === row.key)!;
      return {
        type: "template",
        typeLabel: "Templates",
        id: row.id,
        title: row.name,
        subtitle: `${def.code} · ${def.category} ${def.type} · ${def.format}`,
        url: screenLinks.template(row.id),
        rank: Number(row.rank),
      };
    });
  },
};
