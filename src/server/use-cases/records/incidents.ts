import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { canInitiateCapa, incidentTransition } from "../../../domain/records/transitions";
import { daysBetween, localDate } from "../../../domain/dates";
import type {
  CapaInput,
  IncidentInput,
  IncidentList,
  IncidentListQuery,
  IncidentView,
} from "../../../domain/schemas/records";
import { recordEvent } from "../../audit/record-event";
import type { Actor } from "../../auth/context";
import type { Db } from "../../db/client";
import { capas, incidents, sites } from "../../db/schema";
import { AppError, conflict, notFound } from "../../errors";
import { assertSiteAllowed } from "../sites/site-access";
import { assertClauseApplies, clauseTitle } from "./clauses";
import { counts, escapeLike } from "./query-helpers";
import { siteAndToday } from "./site-day";

type IncidentRow = typeof incidents.$inferSelect;
type CapaRow = typeof capas.$inferSelect;

function toIncidentView(row: IncidentRow, capa: CapaRow | null, siteSlug: string, today: string): IncidentView {
  return {
    id: row.id,
    siteId: siteSlug,
    title: row.title,
    severity: row.severity,
    status: row.status,
    clauseId: row.clauseId,
    clauseTitle: clauseTitle(row.clauseId),
    description: row.description,
    immediateAction: row.immediateAction,
    capaRequired: row.capaRequired,
    reportedByName: row.reportedByName,
    reportedAt: row.reportedAt.toISOString(),
    correctedAt: row.correctedAt?.toISOString() ?? null,
    correctedByName: row.correctedByName,
    statusNote: row.statusNote,
    capa: capa
      ? {
          id: capa.id,
          rootCause: capa.rootCause,
          correctiveAction: capa.correctiveAction,
          preventiveAction: capa.preventiveAction,
          responsiblePerson: capa.responsiblePerson,
          dueDate: capa.dueDate,
          overdue: row.status !== "corrected" && capa.dueDate < today,
          createdByName: capa.createdByName,
          createdAt: capa.createdAt.toISOString(),
        }
      : null,
  };
}

export async function listIncidents(
  db: Db,
  actor: Actor,
  siteSlug: string,
  query: IncidentListQuery,
): Promise<IncidentList> {
  const { site, today } = await siteAndToday(db, actor, siteSlug);
  const base = [eq(incidents.organisationId, actor.organisationId), eq(incidents.siteId, site.id)];
  const conditions: (SQL | undefined)[] = [...base];
  if (query.severity) conditions.push(eq(incidents.severity, query.severity));
  if (query.status) conditions.push(eq(incidents.status, query.status));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(incidents.title, like),
        ilike(incidents.description, like),
        ilike(incidents.clauseId, like),
        ilike(incidents.reportedByName, like),
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [counted], [summary]] = await Promise.all([
    db
      .select({ incident: incidents, capa: capas })
      .from(incidents)
      .leftJoin(capas, eq(capas.incidentId, incidents.id))
      .where(where)
      .orderBy(desc(incidents.reportedAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql`count(*)` }).from(incidents).where(where),
    db
      .select({
        total: sql`count(*)`,
        open: sql`count(*) filter (where ${incidents.status} <> 'corrected')`,
        investigating: sql`count(*) filter (where ${incidents.status} = 'investigating')`,
        corrected: sql`count(*) filter (where ${incidents.status} = 'corrected')`,
        critical: sql`count(*) filter (where ${incidents.severity} = 'critical' and ${incidents.status} <> 'corrected')`,
        capaOverdue: sql`count(*) filter (where ${incidents.status} <> 'corrected' and ${capas.dueDate} < ${today})`,
      })
      .from(incidents)
      .leftJoin(capas, eq(capas.incidentId, incidents.id))
      .where(and(...base)),
  ]);
  return {
    items: rows.map((r) => toIncidentView(r.incident, r.capa, site.slug, today)),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    summary: counts(summary, ["total", "open", "investigating", "corrected", "critical", "capaOverdue"]),
  };
}

async function findIncident(db: Db, actor: Actor, id: string, lock = false) {
  const query = db
    .select({ incident: incidents, capa: capas, site: sites })
    .from(incidents)
    .innerJoin(sites, eq(sites.id, incidents.siteId))
    .leftJoin(capas, eq(capas.incidentId, incidents.id))
    .where(and(eq(incidents.id, id), eq(incidents.organisationId, actor.organisationId)));
  const [found] = lock ? await query.for("update", { of: incidents }) : await query;
  if (!found) throw notFound("Incident");
  assertSiteAllowed(actor, found.site.id);
  return found;
}

export async function getIncident(db: Db, actor: Actor, id: string): Promise<IncidentView> {
  const { incident, capa, site } = await findIncident(db, actor, id);
  return toIncidentView(incident, capa, site.slug, localDate(new Date(), site.timezone));
}

/** Reports an incident (status pending) at a site, against one of the site's applicable clauses. */
export async function reportIncident(
  db: Db,
  actor: Actor,
  siteSlug: string,
  input: IncidentInput,
): Promise<IncidentView> {
  const { site, today } = await siteAndToday(db, actor, siteSlug);
  await assertClauseApplies(db, actor.organisationId, site.id, input.clauseId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(incidents)
      .values({
        ...input,
        organisationId: actor.organisationId,
        siteId: site.id,
        reportedBy: actor.userId,
        reportedByName: actor.name,
      })
      .returning();
    const view = toIncidentView(row!, null, site.slug, today);
    await recordEvent(tx, actor, {
      action: "incident.report",
      entityType: "incident",
      entityId: row!.id,
      siteId: site.id,
      after: view,
    });
    return view;
  });
}

/** Moves an incident forward (investigating, corrected) under the incident state machine. */
export async function changeIncidentStatus(
  db: Db,
  actor: Actor,
  id: string,
  input: { status: "investigating" | "corrected"; note: string },
) {
  return db.transaction(async (tx) => {
    const { incident, capa, site } = await findIncident(tx, actor, id, true);
    const step = incidentTransition(input.status, {
      status: incident.status,
      capaRequired: incident.capaRequired,
      hasCapa: capa !== null,
    });
    if (!step.ok) throw conflict(step.reason);
    const now = new Date();
    const corrected = step.to === "corrected";
    const [row] = await tx
      .update(incidents)
      .set({
        status: step.to,
        statusNote: input.note || incident.statusNote,
        updatedAt: now,
        ...(corrected ? { correctedAt: now, correctedByName: actor.name } : { investigatingAt: now }),
      })
      .where(eq(incidents.id, incident.id))
      .returning();
    if (corrected && capa) await tx.update(capas).set({ completedAt: now }).where(eq(capas.id, capa.id));
    await recordEvent(tx, actor, {
      action: "incident.status",
      entityType: "incident",
      entityId: incident.id,
      siteId: site.id,
      before: { status: incident.status },
      after: { status: step.to, note: input.note },
    });
    return toIncidentView(row!, capa, site.slug, localDate(now, site.timezone));
  });
}

/** Initiates the CAPA of an incident that requires one and is not corrected; the investigation starts. */
export async function initiateCapa(db: Db, actor: Actor, id: string, input: CapaInput): Promise<IncidentView> {
  return db.transaction(async (tx) => {
    const { incident, capa, site } = await findIncident(tx, actor, id, true);
    const step = canInitiateCapa({
      status: incident.status,
      capaRequired: incident.capaRequired,
      hasCapa: capa !== null,
    });
    if (!step.ok) throw conflict(step.reason);
    const now = new Date();
    const today = localDate(now, site.timezone);
    if (daysBetween(today, input.dueDate) < 0)
      throw new AppError("validation", "The due date cannot be in the past", {
        dueDate: "The due date cannot be in the past",
      });
    const [created] = await tx
      .insert(capas)
      .values({
        ...input,
        organisationId: actor.organisationId,
        siteId: site.id,
        incidentId: incident.id,
        createdBy: actor.userId,
        createdByName: actor.name,
        createdAt: now,
      })
      .returning();
    const [row] = await tx
      .update(incidents)
      .set({ status: step.to, investigatingAt: incident.investigatingAt ?? now, updatedAt: now })
      .where(eq(incidents.id, incident.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "capa.initiate",
      entityType: "incident",
      entityId: incident.id,
      siteId: site.id,
      before: { status: incident.status },
      after: { status: step.to, capa: { ...input, id: created!.id } },
    });
    return toIncidentView(row!, created!, site.slug, today);
  });
}
