import { sql, type SQL } from "drizzle-orm";
import { can, type Permission } from "../../../domain/permissions";
import { searchWords } from "../../../domain/search";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sites } from "../../db/schema";

/** One passage of the organisation's search index, as the asker may open it. */
export type Passage = {
  /** "sop" | "document" | "document_audit_file" | "record" | "incident" | "hold" | "training" | "audit" |
   * "external_audit" | "clause" | "supplier" | "supplier_document" | "evidence_pack" | "template" | "fsp" |
   * "lot" | "employee" | "training_module" */
  kind: string;
  /** The source's id (a clause's id for a clause). */
  id: string;
  title: string;
  /** The best passage text, plain. */
  quote: string;
  /** In-app link opening the source (at the passage where possible). */
  url: string;
  siteId: string | null;
  language: "en" | "es";
  score: number;
  /** YYYY-MM-DD where the source has a date. */
  occurredOn?: string;
};

export interface SearchPassagesInput {
  query: string;
  /** Only this site's passages and the organisation-wide ones. */
  siteId?: string;
  kinds?: string[];
  limit?: number;
  /** Stem the query in this language only (default: English and Spanish). */
  language?: "en" | "es";
  /** Only passages written in these languages (default: both). */
  passageLanguages?: ("en" | "es")[];
  /**
   * "all": only passages holding every word (the command palette). "best" (default): those first, then,
   * when they are fewer than `limit`, the passages holding most of the words (a question).
   */
  match?: "all" | "best";
  /** Only undated passages and those dated within these days (an evidence pack's period). */
  period?: { from: string; to: string };
  /** Passages whose codes name one of these clauses rank first (an evidence pack's clauses). */
  clauses?: string[];
}

/** What a passage naming one of the asked clauses gains (about a good full-text match's rank). */
const CLAUSE_BOOST = 0.1;

/** What a member needs to open each kind of passage; a kind she may not read is never returned. */
const readPermission: Record<string, Permission> = {
  record: "records.read",
  incident: "records.read",
  hold: "records.read",
  sop: "library.read",
  fsp: "library.read",
  template: "library.read",
  document: "library.read",
  sop_file: "library.read",
  document_audit_file: "audits.read",
  evidence_pack: "audits.read",
  audit: "audits.read",
  external_audit: "audits.read",
  training: "training.read",
  training_module: "training.read",
  employee: "employees.read",
  supplier: "suppliers.read",
  supplier_document: "suppliers.read",
  lot: "trace.read",
  clause: "scope.read",
};

/** The kinds this role may read. */
export const readableKinds = (role: Actor["role"]) =>
  Object.entries(readPermission)
    .filter(([, permission]) => can(role, permission))
    .map(([kind]) => kind);

const MAX_LIMIT = 100;

/**
 * Searches the organisation's one index (decision 139) for the passages that best answer `query`:
 * every word, as typed so far (a prefix) or stemmed in English or Spanish ("sanitizing" finds
 * "sanitation", "capacitó" finds "capacitación"); codes, lot numbers and names also by trigram
 * similarity (a typo or a part of a lot code). When fewer than `limit` passages hold every word, the
 * passages holding most of them follow. One passage per source, best first; only the asker's sites
 * (her site restriction), and only kinds her role reads.
 */
export async function searchPassages(
  db: Db,
  ctx: Pick<Actor, "organisationId" | "restrictedSiteIds" | "role">,
  input: SearchPassagesInput,
): Promise<Passage[]> {
  const limit = Math.min(Math.max(input.limit ?? 10, 1), MAX_LIMIT);
  const terms = searchWords(input.query);
  if (!terms.length) return [];
  const readable = readableKinds(ctx.role);
  const kinds = input.kinds ? input.kinds.filter((k) => readable.includes(k)) : readable;
  if (!kinds.length) return [];
  const configs = input.language ? [input.language === "es" ? "spanish" : "english"] : ["english", "spanish"];

  // A question's words that every configuration drops ("who", "the", "at"; "quién", "la", "en") are not
  // required of a passage: as prefixes in 'simple' they matched nearly every passage and made the index
  // read most of its entries (decision 154). What is typed in the command palette is required as typed.
  const required = input.match === "all" ? terms : await contentWords(db, terms, configs);
  const { allWords, anyWord, scope, recordScope } = queryParts(ctx, input, terms, kinds, configs, required);
  const rows = await candidates(
    db,
    scope,
    recordScope,
    allWords,
    input.match === "all" ? null : anyWord,
    input.query.trim(),
    limit,
  );
  const clauses = new Set(input.clauses ?? []);
  if (clauses.size)
    for (const row of rows)
      if (row.codes.split(/\s+/).some((code) => clauses.has(code))) row.score = Number(row.score) + CLAUSE_BOOST;
  const best = new Map<string, Row>();
  for (const row of rows) {
    const key = `${row.kind}:${row.source_id}`;
    const seen = best.get(key);
    if (!seen || row.score > seen.score) best.set(key, row);
  }
  return (
    [...best.values()]
      // Ties (many passages ranking alike) fall back to newest, then a fixed order: the same question
      // always gives the same passages.
      .sort(
        (a, b) =>
          b.score - a.score ||
          String(b.occurred_on ?? "").localeCompare(String(a.occurred_on ?? "")) ||
          (a.source_id < b.source_id ? -1 : a.source_id > b.source_id ? 1 : 0),
      )
      .slice(0, limit)
      .map((row) => ({
        kind: row.kind,
        id: row.source_id,
        title: row.title,
        quote: quoteOf(row.body, terms),
        url: row.url,
        siteId: row.site_id,
        language: row.language,
        score: Number(row.score),
        ...(row.occurred_on ? { occurredOn: String(row.occurred_on).slice(0, 10) } : {}),
      }))
  );
}

/** The conditions of a search: every word (prefix or stem), any word's stem, and what the asker may see. */
function queryParts(
  ctx: Pick<Actor, "organisationId" | "restrictedSiteIds">,
  input: SearchPassagesInput,
  terms: string[],
  kinds: string[],
  configs: string[],
  required: string[] = terms,
) {
  // Every (required) word must match: as a prefix of a word, or its stem. A question's words are whole
  // words (no prefix): a prefix makes the index gather every entry it starts, where a word lets it skip
  // from one match of the rarest word to the next (decision 154).
  const mark = input.match === "all" ? ":*" : "";
  const allWords = sql.join(
    required.map(
      (w) =>
        sql`(${sql.join(
          [
            ...configs.map((c) => sql`to_tsquery(${sql.raw(`'${c}'`)}, ${`${w}${mark}`})`),
            sql`to_tsquery('simple', ${`${w}${mark}`})`,
          ],
          sql` || `,
        )})`,
    ),
    sql` && `,
  );
  // Any word's stem (stop words drop out): the fallback when few passages hold every word.
  const anyWord = sql.join(
    required.flatMap((w) => configs.map((c) => sql`to_tsquery(${sql.raw(`'${c}'`)}, ${w})`)),
    sql` || `,
  );
  const scopeOf = (withCatalogue: boolean) =>
    sql.join(
      [
        withCatalogue
          ? sql`(p.organisation_id = ${ctx.organisationId} or (p.organisation_id is null and p.kind = 'clause'))`
          : sql`p.organisation_id = ${ctx.organisationId}`,
        sql`p.kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`,
        ctx.restrictedSiteIds
          ? sql`(p.site_id is null or p.site_id in (${sql.join(
              ctx.restrictedSiteIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}))`
          : sql`true`,
        input.siteId ? sql`(p.site_id is null or p.site_id = ${input.siteId}::uuid)` : sql`true`,
        input.period
          ? sql`(p.occurred_on is null or p.occurred_on between ${input.period.from}::date and ${input.period.to}::date)`
          : sql`true`,
        input.passageLanguages
          ? sql`p.language in (${sql.join(
              input.passageLanguages.map((l) => sql`${l}`),
              sql`, `,
            )})`
          : sql`true`,
      ],
      sql` and `,
    );
  const scope = scopeOf(kinds.includes("clause"));
  // Records are the organisation's own: a plain equality lets their (organisation, kind, occurred) index serve.
  const recordScope = scopeOf(false);

  return { allWords, anyWord, scope, recordScope };
}

/** The words of a question that are not stop words in every one of `configs` (all of them when every one is). */
async function contentWords(db: Db, terms: string[], configs: string[]): Promise<string[]> {
  if (terms.length < 2) return terms;
  const result = await db.execute(sql`
    select w from unnest(array[${sql.join(
      terms.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]) as w
     where ${sql.join(
       configs.map((c) => sql`length(to_tsvector(${sql.raw(`'${c}'`)}, w))`),
       sql` + `,
     )} > 0`);
  const kept = new Set((result as unknown as { rows: { w: string }[] }).rows.map((r) => r.w));
  const content = terms.filter((w) => kept.has(w));
  return content.length ? content : terms;
}

/** The records stage of a search as one statement (for its query plan: no sort of every match). */
export function recordSearchStatement(
  ctx: Pick<Actor, "organisationId" | "restrictedSiteIds">,
  query: string,
  limit: number,
) {
  const { allWords, recordScope } = queryParts(ctx, { query }, searchWords(query), ["record"], ["english", "spanish"]);
  return newestRecordsStatement(recordScope, allWords, limit);
}

interface Row extends Record<string, unknown> {
  kind: string;
  source_id: string;
  title: string;
  body: string;
  url: string;
  codes: string;
  site_id: string | null;
  language: "en" | "es";
  occurred_on: string | null;
  score: number;
}

const columns = sql`p.kind, p.source_id, p.title, p.body, p.url, p.codes, p.site_id, p.language, p.occurred_on::text as occurred_on`;

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows; // PGlite and node-postgres alike

/**
 * The candidate passages, in one statement: those holding every word, ranked; records among them newest
 * first (a common word matches a year of logs, and ranking them all is what made search slow, decision
 * 068); passages whose codes are like the query (trigrams); and, when those are fewer than asked, passages
 * holding any word (records again newest first). Each branch has its own limit and index (decision 154).
 */
async function candidates(
  db: Db,
  scope: SQL,
  recordScope: SQL,
  allWords: SQL,
  anyWord: SQL | null,
  raw: string,
  limit: number,
) {
  const take = limit * 3;
  const branches = [
    sql`(select ${columns}, ts_rank(p.search_vector, q.query) + p.boost as score
        from search_passages p, (select (${allWords}) as query) q
       where ${scope} and p.kind <> 'record' and p.search_vector @@ q.query
       order by score desc, p.occurred_on desc nulls last, p.source_id limit ${take})`,
    sql`(${newestRecordsStatement(recordScope, allWords, take)})`,
    ...trigramQueries(raw).flatMap((code) => {
      const like = sql`(${code} <% p.codes or p.codes ilike ${`%${code.replace(/[\\%_]/g, "\\$&")}%`})`;
      const branch = (where: SQL) =>
        sql`(select ${columns}, 0.2 + word_similarity(${code}, p.codes) as score
          from search_passages p
         where ${where} and ${like}
         order by score desc, p.source_id limit ${take})`;
      // A record's codes are its clause and its readings' codes, each holding a digit (readingCodes): a
      // query without one is never like them, and their 100,000 rows stay out of its trigram scan.
      return [
        branch(sql`${scope} and p.kind <> 'record'`),
        ...(/\d/.test(code) ? [branch(sql`${recordScope} and p.kind = 'record'`)] : []),
      ];
    }),
  ];
  const rows = rowsOf(await db.execute(sql.join(branches, sql` union all `)));
  if (!anyWord || new Set(rows.map((r) => `${r.kind}:${r.source_id}`)).size >= limit) return rows;
  const more = rowsOf(
    await db.execute(sql`
      (select ${columns}, ts_rank(p.search_vector, q.query) * 0.5 + p.boost as score
        from search_passages p, (select (${anyWord}) as query) q
       where ${scope} and p.kind <> 'record' and p.search_vector @@ q.query
       order by score desc, p.occurred_on desc nulls last, p.source_id limit ${take})
      union all
      (select ${columns}, ts_rank(p.search_vector, q.query) * 0.5 + p.boost as score
        from search_passages p, (select (${anyWord}) as query) q
       where ${recordScope} and p.kind = 'record' and p.search_vector @@ q.query
       order by p.occurred_on desc nulls first limit ${take})`),
  );
  return [...rows, ...more];
}

/** Longest query matched by trigrams as a whole: a code, a lot number or a name, not a question. */
const TRIGRAM_WORDS = 3;

/**
 * What is matched against the passages' codes by trigram: a short query as typed (a lot code, part of
 * it, a name, a typo of one); in a longer one (a question), each of its words that holds a digit
 * ("Where is lot OXN-ROM-0412?"). A whole question is never like a code, and its many trigrams made the
 * trigram index read most of its entries for nothing (decision 154).
 */
export function trigramQueries(raw: string): string[] {
  const text = raw.trim();
  if (text.length < 3) return [];
  if (text.split(/\s+/).length <= TRIGRAM_WORDS) return [text];
  const codes = text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((w) => w.length >= 3 && /\d/.test(w));
  return [...new Set(codes)].slice(0, TRIGRAM_WORDS);
}

/**
 * The records holding every word, newest first: read off the (organisation, kind, occurred) index until
 * `take` match for a common word, off the GIN index for a rare one; never a sort of every match.
 */
export function newestRecordsStatement(scope: SQL, allWords: SQL, take: number) {
  return sql`
    select ${columns}, ts_rank(p.search_vector, q.query) + p.boost as score
      from search_passages p, (select (${allWords}) as query) q
     where ${scope} and p.kind = 'record' and p.search_vector @@ q.query
     order by p.occurred_on desc nulls first limit ${take}`;
}

/** The passage text around the first word of the query it holds, about 300 characters, plain. */
export function quoteOf(body: string, terms: string[], size = 300): string {
  const flat = body.replace(/\s+/g, " ").trim();
  if (flat.length <= size) return flat;
  const lower = flat.toLowerCase();
  const at = terms
    .map((w) => lower.search(new RegExp(`(^|[^\\p{L}\\p{N}])${w.slice(0, Math.max(4, w.length - 3))}`, "u")))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)[0];
  const start = at === undefined ? 0 : Math.max(0, flat.lastIndexOf(" ", Math.max(0, at - size / 3)));
  const cut = flat.slice(start, start + size);
  return `${start > 0 ? "…" : ""}${cut.trim()}${start + size < flat.length ? "…" : ""}`;
}

/** The slug of the site a passage belongs to, for links that switch site (Ctrl+K). */
export async function siteSlugs(db: Db, organisationId: string) {
  const rows = await db
    .select({ id: sites.id, slug: sites.slug, name: sites.name })
    .from(sites)
    .where(sql`${sites.organisationId} = ${organisationId}`);
  return new Map(rows.map((r) => [r.id, r]));
}
