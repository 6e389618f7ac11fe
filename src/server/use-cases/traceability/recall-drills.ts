import { and, desc, eq, gte, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { localDate } from "../../../domain/dates";
import { message } from "../../../domain/i18n/message";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { HoldView } from "../../../domain/schemas/records";
import type { LocationDescription } from "../../../domain/traceability/master-data";
import {
  drillCustomers,
  drillElapsed,
  holdUnitFor,
  lotsOnHand,
  type DrillShipment,
  type RecallDrillCreate,
  type RecallDrillView,
  type RecallDrillStepInput,
} from "../../../domain/traceability/recall-drill";
import { lotKey, massBalances, traceLot, type LotMovement } from "../../../domain/traceability/trace";
import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import {
  holds,
  recallDrills,
  traceEvents,
  traceLocations,
  traceProducts,
  tradingPartners,
  type RecallDrillStepRecord,
} from "../../db/schema";
import { AppError, invalidFields, notFound } from "../../errors";
import { t } from "../../i18n/catalogue";
import { recordEvent } from "../audit/record-event";
import { insertHold } from "../records/place-hold";
import { toHoldView } from "../records/hold-view";
import { findSite } from "../sites/site-access";
import { loadLotMovements } from "./trace-lot";

type DrillRow = typeof recallDrills.$inferSelect;
type Site = { id: string; slug: string; name: string; timezone: string };

/** The lot-creating CTEs: a product's lots of a date range are the lots these made at the site. */
const lotMaking = ["initial_packing", "first_land_based_receiving", "transformation", "receiving"] as const;

/**
 * What a drill finds, computed from the organisation's events now: the lots reached forward (where the
 * product went) and backward (what it came from), the events, the customers shipped an affected lot with
 * their phone and quantities, the mass balance of every lot reached, and the affected lots still on hand
 * at the drill's site by the records.
 */
async function computeFindings(db: Db, actor: Actor, site: Site, startLots: string[]) {
  const { rows, movements } = await loadLotMovements(db, actor, startLots, ["forward", "backward"]);
  const forward = new Map<string, number>();
  const backward = new Map<string, number>();
  const events = new Map<string, LotMovement>();
  for (const tlc of startLots) {
    for (const [direction, reached] of [
      ["forward", forward],
      ["backward", backward],
    ] as const) {
      const result = traceLot(movements, tlc, direction);
      for (const lot of result.lots)
        if (!reached.has(lot.tlc) || reached.get(lot.tlc)! > lot.depth) reached.set(lot.tlc, lot.depth);
      for (const event of result.events) events.set(event.id, event);
    }
  }
  const forwardKeys = new Set([...forward.keys()].map(lotKey));
  const reachedKeys = new Set([...forwardKeys, ...[...backward.keys()].map(lotKey)]);
  const orderedEvents = [...events.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

  // Customers: each shipment of a lot reached forward, its ship-to location described.
  const shippingRows = rows.filter(
    ({ event }) => event.type === "shipping" && event.tlcKey !== null && forwardKeys.has(event.tlcKey),
  );
  const storedIds = shippingRows.flatMap(({ event }) => {
    const shipTo = (event.kdes as { shipTo?: { kind?: string; locationId?: string } }).shipTo;
    return shipTo?.kind === "stored" && shipTo.locationId ? [shipTo.locationId] : [];
  });
  const [locations, partners] = await Promise.all([
    storedIds.length
      ? db
          .select({ id: traceLocations.id, location: traceLocations.location })
          .from(traceLocations)
          .where(and(eq(traceLocations.organisationId, actor.organisationId), inArray(traceLocations.id, storedIds)))
      : [],
    db
      .select({ partner: tradingPartners.partner })
      .from(tradingPartners)
      .where(eq(tradingPartners.organisationId, actor.organisationId)),
  ]);
  const locationById = new Map(locations.map((row) => [row.id, row.location as LocationDescription]));
  const shipments: DrillShipment[] = shippingRows.flatMap(({ event, siteSlug }) => {
    const kdes = event.kdes as {
      shipTo: { kind: string; locationId?: string } & Partial<LocationDescription>;
      shipDate: string;
      quantity: { value: number; unit: string };
      referenceDocument?: { type: string; number: string };
    };
    const shipTo =
      kdes.shipTo.kind === "stored" ? locationById.get(kdes.shipTo.locationId!) : (kdes.shipTo as LocationDescription);
    if (!shipTo) return [];
    const partner =
      kdes.shipTo.kind === "stored"
        ? partners.find(({ partner }) => partner.locationIds.includes(kdes.shipTo.locationId!))?.partner.name
        : undefined;
    return [
      {
        eventId: event.id,
        siteId: siteSlug,
        tlc: event.tlc!,
        date: kdes.shipDate,
        quantity: kdes.quantity,
        shipTo,
        ...(partner ? { partnerName: partner } : {}),
        ...(kdes.referenceDocument ? { reference: kdes.referenceDocument } : {}),
      },
    ];
  });
  const balances = massBalances(movements).filter((b) => reachedKeys.has(lotKey(b.tlc)));
  return {
    lots: [
      ...[...forward].map(([tlc, depth]) => ({ tlc, depth, direction: "forward" as const })),
      ...[...backward]
        .filter(([tlc]) => !forwardKeys.has(lotKey(tlc)))
        .map(([tlc, depth]) => ({ tlc, depth, direction: "backward" as const })),
    ],
    events: orderedEvents,
    customers: drillCustomers(shipments),
    massBalance: balances,
    onHand: lotsOnHand(balances, site.slug, [...forward.keys()]),
  };
}
export type DrillFindings = Awaited<ReturnType<typeof computeFindings>> & {
  holds: Pick<HoldView, "id" | "lotCode" | "quantity" | "unit" | "status" | "holdAt">[];
};

async function drillHolds(db: Db, row: DrillRow, site: Site, now: Date): Promise<DrillFindings["holds"]> {
  if (!row.holdIds.length) return [];
  const found = await db.select().from(holds).where(inArray(holds.id, row.holdIds));
  return found
    .map((hold) => toHoldView(hold, site.slug, now))
    .map(({ id, lotCode, quantity, unit, status, holdAt }) => ({ id, lotCode, quantity, unit, status, holdAt }))
    .sort((a, b) => (a.lotCode ?? "").localeCompare(b.lotCode ?? ""));
}

/** The drill as the API shows it: the clock, the steps, and the findings (live while open, frozen once closed). */
async function toDrillView(db: Db, actor: Actor, site: Site, row: DrillRow): Promise<RecallDrillView> {
  const now = actorNow(actor);
  const end = row.closedAt ?? now;
  const findings: DrillFindings = row.findings
    ? (row.findings as DrillFindings)
    : { ...(await computeFindings(db, actor, site, row.startLots)), holds: await drillHolds(db, row, site, now) };
  return {
    id: row.id,
    siteId: site.slug,
    tlc: row.tlc,
    productId: row.productId,
    from: row.fromDate,
    to: row.toDate,
    startLots: row.startLots,
    status: row.closedAt ? ("closed" as const) : ("open" as const),
    startedAt: row.startedAt.toISOString(),
    startedByName: row.startedByName,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedByName: row.closedByName,
    conclusion: row.conclusion,
    elapsed: drillElapsed(row.startedAt, end),
    steps: row.steps,
    findings,
  };
}

async function findDrill(db: Db, actor: Actor, site: Site, drillId: string) {
  const [row] = await db
    .select()
    .from(recallDrills)
    .where(
      and(
        eq(recallDrills.id, drillId),
        eq(recallDrills.organisationId, actor.organisationId),
        eq(recallDrills.siteId, site.id),
      ),
    );
  if (!row) throw notFound("Recall drill");
  return row;
}

/** The lots a drill starts from: the code entered (which some event must carry), or a product's lots of the range. */
async function startingLots(db: Db, actor: Actor, site: Site, input: RecallDrillCreate) {
  if (input.tlc) {
    const { movements } = await loadLotMovements(db, actor, [input.tlc], []);
    const key = lotKey(input.tlc);
    const known = movements.find((m) => lotKey(m.lot.tlc) === key || m.inputs.some((i) => lotKey(i.tlc) === key));
    if (!known) throw invalidFields({ tlc: message("No traceability event carries this lot code") });
    return [known.lot.tlc.trim().toUpperCase() === key ? known.lot.tlc : input.tlc];
  }
  const [product] = await db
    .select({ id: traceProducts.id })
    .from(traceProducts)
    .where(and(eq(traceProducts.id, input.productId!), eq(traceProducts.siteId, site.id)));
  if (!product) throw invalidFields({ productId: message("No product of this site has this id") });
  const lots = await db
    .selectDistinct({ tlc: traceEvents.tlc })
    .from(traceEvents)
    .where(
      and(
        eq(traceEvents.siteId, site.id),
        eq(traceEvents.productId, product.id),
        inArray(traceEvents.type, [...lotMaking]),
        isNotNull(traceEvents.tlc),
        gte(traceEvents.eventDate, input.from!),
        lte(traceEvents.eventDate, input.to!),
      ),
    );
  if (!lots.length) throw invalidFields({ productId: message("No lot of this product in the date range") });
  return lots.map((lot) => lot.tlc!).sort();
}

/** Starts a drill: the clock starts now. */
export async function startRecallDrill(
  db: Db,
  actor: Actor,
  { siteSlug, input }: { siteSlug: string; input: RecallDrillCreate },
) {
  const site = await findSite(db, actor, siteSlug);
  const startLots = await startingLots(db, actor, site, input);
  const now = actorNow(actor);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(recallDrills)
      .values({
        organisationId: actor.organisationId,
        siteId: site.id,
        tlc: input.tlc ?? null,
        productId: input.tlc ? null : input.productId!,
        fromDate: input.from ?? null,
        toDate: input.to ?? null,
        startLots,
        startedBy: actor.userId,
        startedByName: actor.name,
        startedAt: now,
      })
      .returning();
    await recordEvent(tx, actor, {
      action: "recall_drill.start",
      entityType: "recall_drill",
      entityId: created!.id,
      siteId: site.id,
      after: {
        startLots,
        tlc: created!.tlc,
        productId: created!.productId,
        startedAt: now.toISOString(),
      },
    });
    return created!;
  });
  return toDrillView(db, actor, site, row);
}

export async function getRecallDrill(
  db: Db,
  actor: Actor,
  { siteSlug, drillId }: { siteSlug: string; drillId: string },
) {
  const site = await findSite(db, actor, siteSlug);
  return toDrillView(db, actor, site, await findDrill(db, actor, site, drillId));
}

/** The site's drills, newest first, with their clock. */
export async function listRecallDrills(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const rows = await db
    .select()
    .from(recallDrills)
    .where(and(eq(recallDrills.organisationId, actor.organisationId), eq(recallDrills.siteId, site.id)))
    .orderBy(desc(recallDrills.startedAt))
    .limit(200);
  const now = actorNow(actor);
  return {
    items: rows.map((row) => ({
      id: row.id,
      startLots: row.startLots,
      status: row.closedAt ? ("closed" as const) : ("open" as const),
      startedAt: row.startedAt.toISOString(),
      startedByName: row.startedByName,
      closedAt: row.closedAt?.toISOString() ?? null,
      elapsed: drillElapsed(row.startedAt, row.closedAt ?? now),
      steps: row.steps.map((step) => step.step),
    })),
  };
}

const refuseClosed = (row: DrillRow) => {
  if (row.closedAt) throw AppError.of("conflict", message("This drill is closed"));
};

/**
 * Records a step of an open drill with what it found. The holds step places a product hold (reason:
 * recall investigation) on each affected lot on hand at the site that this drill has not held yet, with
 * the step and each hold's audit event in one transaction.
 */
export async function recordRecallDrillStep(
  db: Db,
  actor: Actor,
  {
    siteSlug,
    drillId,
    input,
    locale,
  }: { siteSlug: string; drillId: string; input: RecallDrillStepInput; locale: AppLocale },
) {
  const site = await findSite(db, actor, siteSlug);
  const row = await findDrill(db, actor, site, drillId);
  refuseClosed(row);
  const now = actorNow(actor);
  const findings = await computeFindings(db, actor, site, row.startLots);
  const updated = await db.transaction(async (tx) => {
    // Lock the drill: two holds steps at once must not hold a lot twice.
    const [locked] = await tx.select().from(recallDrills).where(eq(recallDrills.id, row.id)).for("update");
    refuseClosed(locked!);
    const holdIds = [...locked!.holdIds];
    let result: Record<string, unknown>;
    switch (input.step) {
      case "trace":
        result = {
          forward: findings.lots.filter((l) => l.direction === "forward").map((l) => l.tlc),
          backward: findings.lots.filter((l) => l.direction === "backward").map((l) => l.tlc),
          events: findings.events.length,
        };
        break;
      case "customers":
        result = { customers: findings.customers.map((c) => c.businessName) };
        break;
      case "mass_balance":
        result = {
          balanced: findings.massBalance.filter((b) => b.status === "balanced").length,
          outOfBalance: findings.massBalance
            .filter((b) => b.status !== "balanced")
            .map((b) => ({ siteId: b.siteId, tlc: b.tlc, status: b.status, difference: b.difference, unit: b.unit })),
        };
        break;
      case "holds": {
        const heldAlready = holdIds.length
          ? await tx.select({ lotCode: holds.lotCode }).from(holds).where(inArray(holds.id, holdIds))
          : [];
        const held = new Set(heldAlready.map((h) => lotKey(h.lotCode ?? "")));
        const placed: { tlc: string; value: number; unit: string; holdId: string }[] = [];
        for (const lot of findings.onHand) {
          if (held.has(lotKey(lot.tlc))) continue;
          const unit = holdUnitFor(lot.unit);
          const note = t(locale, "pdf:recallDrill.holdNote", {
            date: localDate(locked!.startedAt, site.timezone),
          });
          const view = await insertHold(
            tx,
            actor,
            site,
            {
              type: "product",
              itemName: t(locale, "pdf:recallDrill.holdItem", { tlc: lot.tlc }),
              quantity: lot.value,
              unit: unit ?? "units",
              reason: "recall_investigation",
              notes: unit ? note : `${note} (${lot.value} ${lot.unit})`,
              lotCode: lot.tlc,
            },
            now,
          );
          holdIds.push(view.id);
          placed.push({ ...lot, holdId: view.id });
        }
        result = { placed };
        break;
      }
    }
    const step: RecallDrillStepRecord = {
      step: input.step,
      at: now.toISOString(),
      byName: actor.name,
      note: input.note,
      result,
    };
    const [saved] = await tx
      .update(recallDrills)
      .set({ steps: [...locked!.steps, step], holdIds })
      .where(eq(recallDrills.id, row.id))
      .returning();
    await recordEvent(tx, actor, {
      action: "recall_drill.step",
      entityType: "recall_drill",
      entityId: row.id,
      siteId: site.id,
      after: { step: input.step, note: input.note, result },
    });
    return saved!;
  });
  return toDrillView(db, actor, site, updated);
}

/** Stops the clock and freezes the findings the report prints. */
export async function closeRecallDrill(
  db: Db,
  actor: Actor,
  { siteSlug, drillId, conclusion }: { siteSlug: string; drillId: string; conclusion: string },
) {
  const site = await findSite(db, actor, siteSlug);
  const row = await findDrill(db, actor, site, drillId);
  refuseClosed(row);
  const now = actorNow(actor);
  const findings: DrillFindings = {
    ...(await computeFindings(db, actor, site, row.startLots)),
    holds: await drillHolds(db, row, site, now),
  };
  const elapsed = drillElapsed(row.startedAt, now);
  const updated = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(recallDrills)
      .set({ closedAt: now, closedBy: actor.userId, closedByName: actor.name, conclusion, findings })
      .where(and(eq(recallDrills.id, row.id), isNull(recallDrills.closedAt)))
      .returning();
    if (!saved) throw AppError.of("conflict", message("This drill is closed"));
    await recordEvent(tx, actor, {
      action: "recall_drill.close",
      entityType: "recall_drill",
      entityId: row.id,
      siteId: site.id,
      after: { closedAt: now.toISOString(), elapsedMinutes: elapsed.minutes, withinTarget: elapsed.withinTarget },
    });
    return saved;
  });
  return toDrillView(db, actor, site, updated);
}

/** A closed drill with its site, for the report. */
export async function closedDrillForReport(
  db: Db,
  actor: Actor,
  { siteSlug, drillId }: { siteSlug: string; drillId: string },
) {
  const site = await findSite(db, actor, siteSlug);
  const row = await findDrill(db, actor, site, drillId);
  if (!row.closedAt) throw AppError.of("conflict", message("Close the drill to download its report"));
  return { site, drill: await toDrillView(db, actor, site, row) };
}
