import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { detectLanguage, foldText, type AskCitation } from "../../../domain/ask/understand";
import { addCalendarDays, formatCalendarDate, localDate, type IsoDate } from "../../../domain/dates";
import { projectPath } from "../../project-path";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import type { ClauseJudge } from "../../document-audit/llm-judge";
import { composeAnswer } from "./ask-question";

/** The source an answer must cite, by a stable identifier (never a uuid). */
export interface EvalSource {
  kind: string;
  title?: string;
  recordType?: string;
  site?: string;
  supplier?: string;
  name?: string;
}
export type EvalFact =
  | { type: "latest"; recordType: string; site: string; shift?: string }
  | { type: "verified_by" | "count"; recordType: string; site: string; days: number }
  | { type: "supplier_expiry"; supplier: string; document: string }
  | { type: "certification_expiry"; employee: string; certification: string }
  | { type: "trained"; module: string }
  /** Who trained the people who passed the module (the sessions' trainers). */
  | { type: "trainer"; module: string };
export interface EvalQuestion {
  question: string;
  source: EvalSource;
  fact?: EvalFact;
}

export const loadAskEval = (): EvalQuestion[] =>
  (JSON.parse(readFileSync(projectPath("tests/fixtures/ask-eval.json"), "utf8")) as { questions: EvalQuestion[] })
    .questions;

export interface EvalOutcome {
  question: string;
  sourceFound: boolean;
  /** Null for a question without a fact. */
  factCorrect: boolean | null;
  expected: string[];
  answer: string;
  citations: AskCitation[];
}

export interface EvalResult {
  outcomes: EvalOutcome[];
  recallAt5: number;
  factAccuracy: number;
  facts: number;
}

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const includesFolded = (text: string, part: string) => foldText(text).includes(foldText(part));

/**
 * Asks every question of tests/fixtures/ask-eval.json as `actor` (the demo administrator) and scores the
 * answers: is the expected source among the first 5 citations, and does the answer state the expected
 * fact. The expected facts are read from the database here with plain SQL, not through Ask.
 */
export async function evaluateAsk(db: Db, actor: Actor, model: ClauseJudge | null = null): Promise<EvalResult> {
  const outcomes: EvalOutcome[] = [];
  for (const item of loadAskEval()) {
    const { answer, citations } = await composeAnswer(db, actor, { question: item.question }, model);
    const top = citations.slice(0, 5);
    let sourceFound = false;
    for (const citation of top) if (await cites(db, actor, citation, item.source)) sourceFound = true;
    const expected = item.fact ? await expectedFact(db, actor, item.fact, detectLanguage(item.question)) : [];
    const factCorrect = item.fact
      ? expected.length > 0 && expected.every((part) => includesFolded(answer, part))
      : null;
    outcomes.push({ question: item.question, sourceFound, factCorrect, expected, answer, citations });
  }
  const withFact = outcomes.filter((o) => o.factCorrect !== null);
  return {
    outcomes,
    recallAt5: outcomes.filter((o) => o.sourceFound).length / outcomes.length,
    factAccuracy: withFact.length ? withFact.filter((o) => o.factCorrect).length / withFact.length : 1,
    facts: withFact.length,
  };
}

async function cites(db: Db, actor: Actor, citation: AskCitation, source: EvalSource): Promise<boolean> {
  if (citation.kind !== source.kind) return false;
  const org = actor.organisationId;
  switch (source.kind) {
    case "record": {
      const found = await rows(
        db,
        sql`select 1 from monitoring_records r join sites s on s.id = r.site_id
            where r.organisation_id = ${org} and r.id::text = ${citation.id} and r.type = ${source.recordType} and s.slug = ${source.site}`,
      );
      return found.length > 0;
    }
    case "training_module": {
      const found = await rows(
        db,
        sql`select 1 from training_modules where organisation_id = ${org} and id::text = ${citation.id} and title = ${source.title}`,
      );
      return found.length > 0;
    }
    case "supplier_document":
      return citation.title.startsWith(source.supplier!);
    case "employee":
      return citation.title.startsWith(source.name!);
    default:
      return includesFolded(citation.title, source.title!);
  }
}

/** Today at a site (its time zone), as the eval reads it. */
async function siteToday(db: Db, org: string, slug: string): Promise<{ today: IsoDate; timezone: string }> {
  const [site] = await rows(db, sql`select timezone from sites where organisation_id = ${org} and slug = ${slug}`);
  const timezone = String(site!.timezone);
  return { today: localDate(new Date(), timezone), timezone };
}

/** The parts the answer must contain for the fact to be stated: a date, names or a number. */
async function expectedFact(db: Db, actor: Actor, fact: EvalFact, language: "en" | "es"): Promise<string[]> {
  const org = actor.organisationId;
  const date = (value: unknown) => formatCalendarDate(String(value).slice(0, 10), language);
  switch (fact.type) {
    case "latest": {
      const [latest] = await rows(
        db,
        sql`select (r.occurred_at at time zone s.timezone)::date::text as day from monitoring_records r join sites s on s.id = r.site_id
            where r.organisation_id = ${org} and s.slug = ${fact.site} and r.type = ${fact.recordType}
            ${fact.shift ? sql`and r.readings->>'shift' = ${fact.shift}` : sql``}
            order by r.occurred_at desc limit 1`,
      );
      return latest ? [date(latest.day)] : [];
    }
    case "verified_by":
    case "count": {
      const { today } = await siteToday(db, org, fact.site);
      const from = addCalendarDays(today, 1 - fact.days);
      const window = sql`r.organisation_id = ${org} and s.slug = ${fact.site} and r.type = ${fact.recordType}
        and (r.occurred_at at time zone s.timezone)::date between ${from}::date and ${today}::date`;
      if (fact.type === "count") {
        const [n] = await rows(
          db,
          sql`select count(*)::int as n from monitoring_records r join sites s on s.id = r.site_id where ${window}`,
        );
        return [String(n!.n)];
      }
      const names = await rows(
        db,
        sql`select distinct r.reviewed_by_name as name from monitoring_records r join sites s on s.id = r.site_id
            where ${window} and r.status = 'verified'`,
      );
      return names.map((n) => String(n.name));
    }
    case "supplier_expiry": {
      const [doc] = await rows(
        db,
        sql`select d.expires_on::text as day from supplier_documents d join suppliers p on p.id = d.supplier_id
            where d.organisation_id = ${org} and p.name = ${fact.supplier} and d.type = ${fact.document} and d.state = 'accepted'
            order by d.version desc limit 1`,
      );
      return doc ? [date(doc.day)] : [];
    }
    case "certification_expiry": {
      const [cert] = await rows(
        db,
        sql`select c.expires::text as day from employee_certifications c join employees e on e.id = c.employee_id
            where c.organisation_id = ${org} and e.name = ${fact.employee} and c.name = ${fact.certification}`,
      );
      return cert ? [date(cert.day)] : [];
    }
    case "trained": {
      const [n] = await rows(
        db,
        sql`select count(distinct s.employee_id)::int as n from training_sessions s join training_modules m on m.id = s.module_id
            where s.organisation_id = ${org} and m.title = ${fact.module} and s.passed`,
      );
      return [String(n!.n)];
    }
    case "trainer": {
      const names = await rows(
        db,
        sql`select distinct s.trainer_name as name from training_sessions s join training_modules m on m.id = s.module_id
            where s.organisation_id = ${org} and m.title = ${fact.module} and s.passed and s.trainer_name is not null`,
      );
      return names.map((n) => String(n.name));
    }
  }
}

/** Prints the figures and every miss. */
export function printEvalResult(result: EvalResult, mode: string) {
  const percent = (v: number) => `${(v * 100).toFixed(1)} %`;
  console.log(`\nAsk quality: ${result.outcomes.length} questions (${result.facts} with a fact), ${mode}`);
  console.log(`  recall@5 of the right source   ${percent(result.recallAt5)}`);
  console.log(`  answers with the correct fact  ${percent(result.factAccuracy)}`);
  const misses = result.outcomes.filter((o) => !o.sourceFound || o.factCorrect === false);
  if (misses.length) console.log("\nMisses");
  for (const m of misses)
    console.log(
      `  ${m.question}\n    ${!m.sourceFound ? "source not cited" : ""}${m.factCorrect === false ? ` fact missing: ${m.expected.join(", ")}` : ""}\n    ${m.answer.split("\n")[0]}\n    cited: ${m.citations.map((c) => `${c.kind}:${c.title}`).join(" | ")}`,
    );
}
