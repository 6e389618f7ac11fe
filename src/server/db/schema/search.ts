import { sql } from "drizzle-orm";
import { customType, date, index, integer, pgTable, real, text, uuid } from "drizzle-orm/pg-core";
import { organisations, sites } from "./core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The organisation's one search index (decision 139): a row per passage of every searchable source
 * (a record, a paragraph of an SOP, a page of an uploaded document, a clause in English and one in
 * Spanish...). Written only by src/server/use-cases/search/index-passages.ts, in the transaction of the
 * write it reflects. `organisation_id` is null for the built-in clause catalogue, shared by everyone.
 * `search_vector` is kept by PostgreSQL: the title (weight A) and the text (B) stemmed with the
 * passage's language (english or spanish), plus every word unstemmed ('simple') so what people are
 * still typing matches as a prefix. `codes` holds codes, lot numbers and names for trigram matching.
 */
export const searchPassages = pgTable(
  "search_passages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    siteId: uuid("site_id").references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sourceId: text("source_id").notNull(),
    /** The passage's place in its source (paragraph, page window), 0 for a one-passage source. */
    position: integer("position").notNull().default(0),
    title: text("title").notNull(),
    body: text("body").notNull(),
    codes: text("codes").notNull().default(""),
    url: text("url").notNull(),
    language: text("language", { enum: ["en", "es"] }).notNull(),
    occurredOn: date("occurred_on", { mode: "string" }),
    /** A small boost for what people usually look for first (a current SOP over a draft...). */
    boost: real("boost").notNull().default(0),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`(case when language = 'es'
        then setweight(to_tsvector('spanish'::regconfig, title), 'A') || setweight(to_tsvector('spanish'::regconfig, body), 'B')
        else setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
      end) || setweight(to_tsvector('simple'::regconfig, title || ' ' || codes || ' ' || body), 'D')`,
    ),
  },
  (t) => [
    index("search_passages_vector").using("gin", t.searchVector),
    // The ranked stage of a search skips records (taken newest first below): without this index a common
    // word fetched every matching record passage only to discard it (decision 151's bench).
    index("search_passages_vector_not_records").using("gin", t.searchVector).where(sql`kind <> 'record'`),
    // Codes by trigram, records apart: a year's 100,000 record passages, whose codes are clause ids and
    // reading codes (all holding a digit), are read only for a query holding a digit (decision 154).
    index("search_passages_codes_not_records").using("gin", t.codes.op("gin_trgm_ops")).where(sql`kind <> 'record'`),
    index("search_passages_codes_records").using("gin", t.codes.op("gin_trgm_ops")).where(sql`kind = 'record'`),
    index("search_passages_source").on(t.organisationId, t.kind, t.sourceId),
    // Records are taken newest first (a common word matches a year of logs; decision 068).
    index("search_passages_recent").on(t.organisationId, t.kind, t.occurredOn.desc().nullsFirst()),
  ],
);

/** What the index was last rebuilt for: a new SEARCH_INDEX_VERSION rebuilds it on start (backfill). */
export const searchIndexState = pgTable("search_index_state", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull(),
});
