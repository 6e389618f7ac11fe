import { sql, type Column, type SQL } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import { siteScope } from "../sites/site-access";

/** to_tsvector('simple', …) over several columns or expressions, nulls read as empty text. */
export const searchDocument = (...parts: (Column | SQL)[]): SQL =>
  sql`to_tsvector('simple', ${sql.join(
    parts.map((p) => sql`coalesce(${p}::text, '')`),
    sql` || ' ' || `,
  )})`;

/** The match condition and ts_rank of a document against the request's prefix tsquery. */
export function fullTextMatch(document: SQL, tsQuery: string) {
  const query = sql`to_tsquery('simple', ${tsQuery})`;
  return { matches: sql`${document} @@ ${query}`, rank: sql<number>`ts_rank(${document}, ${query})` };
}

/** Rows of a site-owned table the actor may see: only their sites when their account is restricted. */
export const siteRestriction = (actor: Pick<Actor, "restrictedSiteIds">, siteColumn: Column): SQL | undefined =>
  siteScope(actor, siteColumn);

/** The label people see for a stored enum value ("temperature" → "Temperature Log"), as SQL text. */
export const labelOf = (column: Column, labels: Record<string, string>): SQL =>
  sql`case ${column} ${sql.join(
    Object.entries(labels).map(([value, label]) => sql`when ${value} then ${label}`),
    sql` `,
  )} end`;
