import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import {
  findSupplierDocumentTypes,
  nameMatch,
  questionWords,
  type AskCitation,
  type AskLanguage,
  type Understood,
} from "../../../domain/ask/understand";
import {
  addCalendarDays,
  formatCalendarDate,
  localDate,
  shiftInstant,
  startOfSiteDay,
  type IsoDate,
} from "../../../domain/dates";
import type { RecordType } from "../../../domain/records/catalogue";
import { screenLinks } from "../../../domain/overview/screen-links";
import { supplierDocumentTypeLabels, type SupplierDocumentType } from "../../../domain/suppliers/requirements";
import { moduleText } from "../../../domain/training/module-text";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import {
  employeeCertifications,
  employees,
  monitoringRecords as r,
  sites,
  supplierDocuments,
  suppliers,
  trainingModules,
  trainingSessions,
} from "../../db/schema";
import { t, translateText } from "../../i18n/catalogue";
import { siteAllowed, siteScope } from "../sites/site-access";
import { loadSupplierSites, supplierVisible } from "../suppliers/supplier-records";

/** A structured answer: the one-line lead naming the fact and the records it comes from. */
export interface Fact {
  lead: string;
  citations: AskCitation[];
}

export interface AskSite {
  id: string;
  slug: string;
  name: string;
  timezone: string;
}

interface FactContext {
  db: Db;
  actor: Actor;
  u: Understood;
  /** The organisation's sites the actor may open. */
  sites: AskSite[];
  today: IsoDate;
  /** An evidence pack's period: the latest record is the latest within it. */
  within?: { from: IsoDate; to: IsoDate };
}

const MAX_CITED = 5;

/**
 * Answers a question with a structured answer from the database (decision 140): the latest record of a
 * type, who verified logs in a period, counts, expiry dates, who completed a training. Only what the
 * actor may open is read (her sites; suppliers of her sites). Null when the question has no such answer.
 */
export async function answerFact(ctx: FactContext): Promise<Fact | null> {
  const { u } = ctx;
  if (u.siteId && !ctx.sites.some((s) => s.id === u.siteId)) return null;
  switch (u.intent) {
    case "latest":
      return u.recordType ? latestRecord(ctx) : null;
    case "verified_by":
      return u.recordType ? verifiedBy(ctx) : null;
    case "count":
      return u.recordType ? countRecords(ctx) : null;
    case "expiry":
      return (await certificationExpiry(ctx)) ?? supplierExpiry(ctx);
    case "trained":
      return trainedOn(ctx);
    default:
      return null;
  }
}

const lang = (u: Understood): AskLanguage => u.language;
const day = (u: Understood, date: IsoDate) => formatCalendarDate(date, lang(u));

/** The records of the question's type (and shift), at its site or the actor's sites. */
function recordConditions({ actor, u }: FactContext): SQL[] {
  const conditions: (SQL | undefined)[] = [
    eq(r.organisationId, actor.organisationId),
    eq(r.type, u.recordType!),
    u.siteId ? eq(r.siteId, u.siteId) : siteScope(actor, r.siteId),
    u.shift ? sql`${r.readings}->>'shift' = ${u.shift}` : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * The period's site-local days (inclusive), read in each record's site's time zone; the instants around
 * them (wide enough for any zone, UTC−12 to UTC+14) let the (site, type, occurred) index find the rows
 * without reading the site's whole history.
 */
const inPeriod = (from: IsoDate, to: IsoDate) => [
  gte(r.occurredAt, shiftInstant(startOfSiteDay(from, "UTC"), { hours: -14 })),
  lt(r.occurredAt, shiftInstant(startOfSiteDay(addCalendarDays(to, 1), "UTC"), { hours: 12 })),
  sql`(${r.occurredAt} at time zone ${sites.timezone})::date >= ${from}::date`,
  sql`(${r.occurredAt} at time zone ${sites.timezone})::date <= ${to}::date`,
];

/** The question's period, or the last 30 days ending today when it names none. */
const periodOf = ({ u, today }: FactContext) => u.period ?? { from: addCalendarDays(today, -29), to: today };

const recordColumns = {
  id: r.id,
  type: r.type,
  summary: r.summary,
  occurredAt: r.occurredAt,
  performedBy: r.performedBy,
  status: r.status,
  reviewedByName: r.reviewedByName,
  siteName: sites.name,
  timezone: sites.timezone,
};
interface RecordRow {
  id: string;
  type: string;
  summary: string;
  occurredAt: Date;
  performedBy: string;
  reviewedByName: string | null;
  siteName: string;
  timezone: string;
}

function recordCitation(u: Understood, row: RecordRow): AskCitation {
  const date = localDate(row.occurredAt, row.timezone);
  return {
    kind: "record",
    id: row.id,
    title: t(lang(u), "screens:ask.recordTitle", {
      type: t(lang(u), `screens:recordType.${row.type as RecordType}`),
      site: row.siteName,
      date: day(u, date),
    }),
    quote: row.reviewedByName
      ? t(lang(u), "screens:ask.recordQuoteVerified", {
          summary: row.summary,
          by: row.performedBy,
          reviewer: row.reviewedByName,
        })
      : t(lang(u), "screens:ask.recordQuote", { summary: row.summary, by: row.performedBy }),
    url: screenLinks.record(row.id),
  };
}

/** "Pre-op Sanitation Log" / "Registro de saneamiento pre-operacional": the type (and shift) asked about. */
function typeName(u: Understood): string {
  const type = t(lang(u), `screens:recordType.${u.recordType!}`);
  return u.shift ? t(lang(u), `screens:ask.shift.${u.shift}`, { type }) : type;
}

function whereName(ctx: FactContext): string {
  const site = ctx.u.siteId ? ctx.sites.find((s) => s.id === ctx.u.siteId) : undefined;
  return site ? t(lang(ctx.u), "screens:ask.atSite", { site: site.name }) : "";
}

async function latestRecord(ctx: FactContext): Promise<Fact> {
  const { db, u } = ctx;
  const [row] = await db
    .select(recordColumns)
    .from(r)
    .innerJoin(sites, eq(sites.id, r.siteId))
    .where(and(...recordConditions(ctx), ...(ctx.within ? inPeriod(ctx.within.from, ctx.within.to) : [])))
    .orderBy(desc(r.occurredAt))
    .limit(1);
  if (!row)
    return { lead: t(lang(u), "screens:ask.noRecords", { type: typeName(u), where: whereName(ctx) }), citations: [] };
  return {
    lead: t(lang(u), "screens:ask.latest", {
      type: typeName(u),
      site: row.siteName,
      date: day(u, localDate(row.occurredAt, row.timezone)),
      by: row.performedBy,
      summary: row.summary,
    }),
    citations: [recordCitation(u, row)],
  };
}

async function verifiedBy(ctx: FactContext): Promise<Fact> {
  const { db, u } = ctx;
  const { from, to } = periodOf(ctx);
  const where = and(...recordConditions(ctx), ...inPeriod(from, to), eq(r.status, "verified"));
  const [reviewers, rows] = await Promise.all([
    db
      .select({ name: r.reviewedByName, n: count() })
      .from(r)
      .innerJoin(sites, eq(sites.id, r.siteId))
      .where(where)
      .groupBy(r.reviewedByName)
      .orderBy(desc(count()), asc(r.reviewedByName)),
    db
      .select(recordColumns)
      .from(r)
      .innerJoin(sites, eq(sites.id, r.siteId))
      .where(where)
      .orderBy(desc(r.occurredAt))
      .limit(MAX_CITED),
  ]);
  const period = { from: day(u, from), to: day(u, to) };
  if (rows.length === 0)
    return {
      lead: t(lang(u), "screens:ask.noneVerified", { type: typeName(u), where: whereName(ctx), ...period }),
      citations: [],
    };
  const total = reviewers.reduce((sum, x) => sum + x.n, 0);
  return {
    lead: t(lang(u), "screens:ask.verifiedBy", {
      type: typeName(u),
      where: whereName(ctx),
      ...period,
      count: total,
      people: reviewers.map((x) => `${x.name} (${x.n})`).join(", "),
    }),
    citations: rows.map((row) => recordCitation(u, row)),
  };
}

async function countRecords(ctx: FactContext): Promise<Fact> {
  const { db, u } = ctx;
  const { from, to } = periodOf(ctx);
  const where = and(...recordConditions(ctx), ...inPeriod(from, to));
  const [statuses, rows] = await Promise.all([
    db
      .select({ status: r.status, n: count() })
      .from(r)
      .innerJoin(sites, eq(sites.id, r.siteId))
      .where(where)
      .groupBy(r.status),
    db
      .select(recordColumns)
      .from(r)
      .innerJoin(sites, eq(sites.id, r.siteId))
      .where(where)
      .orderBy(desc(r.occurredAt))
      .limit(MAX_CITED),
  ]);
  const n = (status: string) => statuses.find((s) => s.status === status)?.n ?? 0;
  const total = statuses.reduce((sum, s) => sum + s.n, 0);
  return {
    lead: t(lang(u), "screens:ask.count", {
      count: total,
      type: typeName(u),
      where: whereName(ctx),
      from: day(u, from),
      to: day(u, to),
      verified: n("verified"),
      pending: n("pending"),
      rejected: n("rejected"),
    }),
    citations: rows.map((row) => recordCitation(u, row)),
  };
}

/** Expiry of people's certifications (forklift, chemical handling…) when the question names a person or a certification. */
async function certificationExpiry(ctx: FactContext): Promise<Fact | null> {
  const { db, actor, u } = ctx;
  const rows = await db
    .select({
      employeeId: employees.id,
      employee: employees.name,
      name: employeeCertifications.name,
      expires: employeeCertifications.expires,
    })
    .from(employeeCertifications)
    .innerJoin(employees, eq(employees.id, employeeCertifications.employeeId))
    .where(
      and(
        eq(employeeCertifications.organisationId, actor.organisationId),
        isNotNull(employeeCertifications.expires),
        u.siteId ? eq(employees.siteId, u.siteId) : siteScope(actor, employees.siteId),
      ),
    )
    .orderBy(asc(employeeCertifications.expires));
  const personNamed = (name: string) => {
    const parts = questionWords(name);
    return parts.length > 1 && parts.every((p) => u.words.includes(p));
  };
  const byPerson = rows.filter((row) => personNamed(row.employee));
  const matched = byPerson.length ? byPerson : rows.filter((row) => nameMatch(row.name, u.words) >= 0.5);
  if (matched.length === 0) return null;
  const shown = matched.slice(0, MAX_CITED);
  const citations = shown.map((row) => ({
    kind: "employee",
    id: row.employeeId,
    title: `${row.employee} · ${row.name}`,
    quote: t(lang(u), "screens:ask.expiresOn", { date: day(u, row.expires!) }),
    url: screenLinks.employee(row.employeeId),
  }));
  const first = shown[0]!;
  return {
    lead: t(lang(u), "screens:ask.certificationExpiry", {
      name: first.name,
      person: first.employee,
      date: day(u, first.expires!),
      verb: first.expires! < ctx.today ? t(lang(u), "screens:ask.expired") : t(lang(u), "screens:ask.expires"),
    }),
    citations,
  };
}

/** Expiry of suppliers' documents: the latest accepted version of each, soonest first. */
async function supplierExpiry(ctx: FactContext): Promise<Fact | null> {
  const { db, actor, u } = ctx;
  const supplierRows = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.organisationId, actor.organisationId));
  const siteRows = await loadSupplierSites(
    db,
    actor.organisationId,
    supplierRows.map((s) => s.id),
  );
  const visible = supplierRows.filter((s) => {
    const ids = siteRows.filter((x) => x.supplierId === s.id).map((x) => x.id);
    return supplierVisible(actor, ids) && (!u.siteId || ids.length === 0 || ids.includes(u.siteId));
  });
  const named = visible.filter((s) => nameMatch(s.name, u.words) >= 0.5);
  const types = findSupplierDocumentTypes(u.words.join(" "));
  if (named.length === 0 && types.length === 0 && !/supplier|proveedor/.test(u.words.join(" "))) return null;
  const ids = (named.length ? named : visible).map((s) => s.id);
  if (ids.length === 0) return null;
  const docs = await db
    .selectDistinctOn([supplierDocuments.supplierId, supplierDocuments.type], {
      id: supplierDocuments.id,
      supplierId: supplierDocuments.supplierId,
      type: supplierDocuments.type,
      expiresOn: supplierDocuments.expiresOn,
    })
    .from(supplierDocuments)
    .where(
      and(
        eq(supplierDocuments.organisationId, actor.organisationId),
        inArray(supplierDocuments.supplierId, ids),
        eq(supplierDocuments.state, "accepted"),
        isNotNull(supplierDocuments.expiresOn),
        types.length ? inArray(supplierDocuments.type, types as SupplierDocumentType[]) : undefined,
      ),
    )
    .orderBy(supplierDocuments.supplierId, supplierDocuments.type, desc(supplierDocuments.version));
  if (docs.length === 0) return null;
  docs.sort((a, b) => a.expiresOn!.localeCompare(b.expiresOn!));
  const nameOf = (id: string) => supplierRows.find((s) => s.id === id)!.name;
  const typeLabel = (type: SupplierDocumentType) => translateText(lang(u), "errors", supplierDocumentTypeLabels[type]);
  const shown = docs.slice(0, MAX_CITED);
  const first = shown[0]!;
  return {
    lead: t(lang(u), "screens:ask.supplierExpiry", {
      supplier: nameOf(first.supplierId),
      document: typeLabel(first.type),
      date: day(u, first.expiresOn!),
      verb: first.expiresOn! < ctx.today ? t(lang(u), "screens:ask.expired") : t(lang(u), "screens:ask.expires"),
    }),
    citations: shown.map((d) => ({
      kind: "supplier_document",
      id: d.id,
      title: `${nameOf(d.supplierId)} · ${typeLabel(d.type)}`,
      quote: t(lang(u), "screens:ask.expiresOn", { date: day(u, d.expiresOn!) }),
      url: screenLinks.supplier(d.supplierId),
    })),
  };
}

/** Who completed (passed) a training module the question names, newest first. */
async function trainedOn(ctx: FactContext): Promise<Fact | null> {
  const { db, actor, u } = ctx;
  const modules = await db
    .select({
      id: trainingModules.id,
      title: trainingModules.title,
      description: trainingModules.description,
      content: trainingModules.content,
    })
    .from(trainingModules)
    .where(eq(trainingModules.organisationId, actor.organisationId));
  const scored = modules
    .map((m) => {
      const es = moduleText(m, "ES").title;
      return {
        m,
        score: Math.max(nameMatch(m.title, u.words), nameMatch(es, u.words)),
        first: firstMatch([m.title, es], u.words),
      };
    })
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.first - b.first);
  const best = scored[0]?.m;
  if (!best) return null;
  const sessions = await db
    .select({
      id: trainingSessions.id,
      employee: employees.name,
      trainer: trainingSessions.trainerName,
      at: trainingSessions.createdAt,
      location: trainingSessions.location,
      timezone: sites.timezone,
    })
    .from(trainingSessions)
    .innerJoin(employees, eq(employees.id, trainingSessions.employeeId))
    .innerJoin(sites, eq(sites.id, trainingSessions.siteId))
    .where(
      and(
        eq(trainingSessions.organisationId, actor.organisationId),
        eq(trainingSessions.moduleId, best.id),
        eq(trainingSessions.passed, true),
        u.siteId ? eq(trainingSessions.siteId, u.siteId) : siteScope(actor, trainingSessions.siteId),
        u.period
          ? sql`(${trainingSessions.createdAt} at time zone ${sites.timezone})::date between ${u.period.from}::date and ${u.period.to}::date`
          : undefined,
      ),
    )
    .orderBy(desc(trainingSessions.createdAt))
    .limit(50);
  const title = u.language === "es" ? moduleText(best, "ES").title : best.title;
  const people = [...new Set(sessions.map((s) => s.employee))];
  const citation: AskCitation = {
    kind: "training_module",
    id: best.id,
    title,
    quote: people.length
      ? t(lang(u), "screens:ask.trainedQuote", {
          people: people.slice(0, 8).join(", "),
          more: people.length > 8 ? ` +${people.length - 8}` : "",
        })
      : best.description.slice(0, 200),
    url: screenLinks.trainingModule(best.id),
  };
  if (sessions.length === 0)
    return { lead: t(lang(u), "screens:ask.nobodyTrained", { module: title }), citations: [citation] };
  const latest = sessions[0]!;
  // Who trained them: each trainer's latest session is cited (newest first).
  const byTrainer = new Map<string, (typeof sessions)[number]>();
  for (const s of sessions) if (s.trainer && !byTrainer.has(s.trainer)) byTrainer.set(s.trainer, s);
  const trainers = [...byTrainer.keys()];
  const trained = t(lang(u), "screens:ask.trained", {
    module: title,
    count: people.length,
    people: people.length > 5 ? `${people.slice(0, 5).join(", ")}…` : people.join(", "),
    date: day(u, localDate(latest.at, latest.timezone)),
    location: latest.location,
  });
  return {
    lead: trainers.length
      ? `${trained} ${t(lang(u), "screens:ask.trainedBy", { trainers: trainers.join(", ") })}`
      : trained,
    citations: [
      citation,
      ...[...byTrainer.values()].slice(0, MAX_CITED - 1).map((s) => {
        const date = day(u, localDate(s.at, s.timezone));
        return {
          kind: "training",
          id: s.id,
          title: t(lang(u), "screens:searchIndex.training.title", { employee: s.employee, module: title, date }),
          quote: t(lang(u), "screens:ask.trainerQuote", { employee: s.employee, date, trainer: s.trainer! }),
          url: `/app/training/sessions?session=${s.id}`,
        };
      }),
    ],
  };
}

/** Whether the actor may open a site's things (facts and passages of other sites are never used). */
export const mayOpenSite = (actor: Pick<Actor, "restrictedSiteIds">, siteId: string | null) =>
  siteId === null || siteAllowed(actor, siteId);

/** The place of the first word of a title the question names ("higiene del trabajador" before "cosecha e higiene"). */
function firstMatch(titles: string[], words: string[]): number {
  const places = titles.map((title) =>
    questionWords(title)
      .filter((w) => w.length > 3)
      .findIndex((n) => nameMatch(n, words) > 0),
  );
  return Math.min(...places.map((p) => (p < 0 ? Number.MAX_SAFE_INTEGER : p)));
}
