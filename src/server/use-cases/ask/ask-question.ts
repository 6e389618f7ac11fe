import { eq } from "drizzle-orm";
import { acceptWrittenAnswer, askPrompt, extractiveAnswer } from "../../../domain/ask/compose";
import { understandQuestion, type AskAnswer, type AskCitation, type AskInput } from "../../../domain/ask/understand";
import { localDate } from "../../../domain/dates";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { askQuestions, sites as sitesTable } from "../../db/schema";
import type { ClauseJudge } from "../../document-audit/llm-judge";
import { t } from "../../i18n/catalogue";
import { can } from "../../../domain/permissions";
import { clausesForOptions, type EvidenceClauseId } from "../../../domain/audits/evidence-clauses";
import { builtinCatalogue } from "../../../domain/catalogue";
import { notFound } from "../../errors";
import { recordEvent } from "../audit/record-event";
import { findEvidencePack } from "../audits/audit-rows";
import { searchPassages, type Passage } from "../search/passages";
import { answerFact, type AskSite } from "./facts";

/** How many passages an answer shows (and a model is sent). */
export const ASK_PASSAGES = 5;

/** The written answer and how it was made, before it is kept. */
export interface ComposedAnswer extends AskAnswer {
  mode: "extractive" | "llm";
  language: "en" | "es";
}

const toCitation = (p: Passage): AskCitation => ({
  kind: p.kind,
  id: p.id,
  title: p.title,
  quote: p.quote,
  url: p.url,
});

/**
 * Answers a question from what the actor may open (decision 140): a structured fact from the records when
 * the question has one, and the best passages of the organisation's search index. With a language model
 * (`model`), the answer is written by it from those passages only and kept only when it cites them; its
 * failure or timeout falls back to the extractive answer. Reads only.
 */
export async function composeAnswer(
  db: Db,
  actor: Actor,
  input: AskInput,
  model: ClauseJudge | null = null,
): Promise<ComposedAnswer> {
  const orgSites: AskSite[] = await db
    .select({ id: sitesTable.id, slug: sitesTable.slug, name: sitesTable.name, timezone: sitesTable.timezone })
    .from(sitesTable)
    .where(eq(sitesTable.organisationId, actor.organisationId))
    .orderBy(sitesTable.createdAt, sitesTable.slug);
  const visible = orgSites.filter((s) => !actor.restrictedSiteIds || actor.restrictedSiteIds.includes(s.id));
  // A pack's question is about its site, its period and its clauses (a pack she may not open is a 404).
  const pack = input.packId ? await packScope(db, actor, input.packId) : null;
  const chosen = pack?.siteId ?? orgSites.find((s) => s.id === input.siteId || s.slug === input.siteId)?.id ?? null;
  const now = actorNow(actor);
  const todayOf = (siteId: string | null) => {
    const site = orgSites.find((s) => s.id === siteId) ?? visible[0] ?? orgSites[0];
    return localDate(now, site?.timezone ?? "UTC");
  };
  // Site names are matched over all the organisation's sites, so a question about a site she may not open
  // is about that site (and finds nothing), never answered from her own.
  const understood = understandQuestion(input.question, orgSites, todayOf, chosen);
  const u = pack ? { ...understood, siteId: pack.siteId, period: understood.period ?? pack.period } : understood;
  const language = u.language;
  const siteForbidden = u.siteId !== null && !visible.some((s) => s.id === u.siteId);
  if (siteForbidden)
    return { answer: t(language, "screens:ask.nothingFound"), citations: [], mode: "extractive", language };

  const [fact, passages] = await Promise.all([
    answerFact({
      db,
      actor,
      u,
      sites: visible,
      today: todayOf(u.siteId),
      ...(pack ? { within: u.period ?? pack.period } : {}),
    }),
    searchPassages(db, actor, {
      query: input.question,
      siteId: u.siteId ?? undefined,
      limit: ASK_PASSAGES,
      language,
      ...(pack ? { period: u.period ?? pack.period, clauses: pack.clauses } : {}),
    }),
  ]);
  const found = passages.map(toCitation);
  const hasFact = fact !== null && fact.citations.length > 0;
  if (!hasFact && found.length === 0)
    return {
      answer: fact?.lead ?? t(language, "screens:ask.nothingFound"),
      citations: [],
      mode: "extractive",
      language,
    };

  const extractive = extractiveAnswer(hasFact ? fact : null, found, t(language, "screens:ask.passagesLead"));
  if (!model) return { ...extractive, mode: "extractive", language };

  // The model sees the fact's records and the passages, numbered, and nothing else.
  const sent = extractive.citations;
  const written = await model.ask(
    askPrompt(
      input.question,
      hasFact ? [{ ...sent[0]!, quote: `${fact!.lead}\n${sent[0]!.quote}` }, ...sent.slice(1)] : sent,
      language,
    ),
  );
  if (written === null) return { ...extractive, mode: "extractive", language };
  const accepted = acceptWrittenAnswer(written, sent);
  if (!accepted) return { answer: t(language, "screens:ask.nothingFound"), citations: [], mode: "llm", language };
  return { ...accepted, mode: "llm", language };
}

/** `POST /api/ask`: the answer, kept in the asker's history with its audit event in one transaction. */
export async function askQuestion(
  db: Db,
  actor: Actor,
  input: AskInput,
  model: ClauseJudge | null = null,
): Promise<AskAnswer> {
  const composed = await composeAnswer(db, actor, input, model);
  if (actor.userId) {
    const userId = actor.userId;
    // Looked up before the transaction: a query on `db` inside it waits forever on PGlite's one connection.
    const siteId = input.packId
      ? (await findEvidencePack(db, actor, input.packId)).siteId
      : await askedSite(db, actor, input.siteId);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(askQuestions)
        .values({
          organisationId: actor.organisationId,
          userId,
          siteId,
          question: input.question,
          answer: composed.answer,
          citations: composed.citations,
          mode: composed.mode,
          language: composed.language,
          askedAt: actorNow(actor),
        })
        .returning({ id: askQuestions.id });
      await recordEvent(tx, actor, {
        action: "ask.question",
        entityType: "ask_question",
        entityId: row!.id,
        after: {
          question: input.question,
          ...(input.packId ? { packId: input.packId } : {}),
          mode: composed.mode,
          citations: composed.citations.map((c) => ({ kind: c.kind, id: c.id })),
        },
      });
    });
  }
  return { answer: composed.answer, citations: composed.citations };
}

/** What a question about an evidence pack is scoped to: its site, period and clauses. */
async function packScope(db: Db, actor: Actor, packId: string) {
  if (!can(actor.role, "audits.read")) throw notFound("Evidence pack");
  const pack = await findEvidencePack(db, actor, packId);
  const day = (value: string | Date) => (typeof value === "string" ? value : value.toISOString()).slice(0, 10);
  return {
    siteId: pack.siteId,
    period: { from: day(pack.periodFrom), to: day(pack.periodTo) },
    // The pack's options ("Module 4: Site Management") as the catalogue clauses they cover.
    clauses: clausesForOptions(pack.clauses as EvidenceClauseId[], builtinCatalogue.clauses).flatMap((x) =>
      x.clauses.map((c) => c.id),
    ),
  };
}

/** The site the question was asked about, kept when it is one of the organisation's sites she may open. */
async function askedSite(db: Db, actor: Actor, siteId: string | undefined): Promise<string | null> {
  if (!siteId) return null;
  const rows = await db
    .select({ id: sitesTable.id, slug: sitesTable.slug })
    .from(sitesTable)
    .where(eq(sitesTable.organisationId, actor.organisationId));
  const id = rows.find((row) => row.id === siteId || row.slug === siteId)?.id ?? null;
  return id && (!actor.restrictedSiteIds || actor.restrictedSiteIds.includes(id)) ? id : null;
}
