import { and, eq, sql } from "drizzle-orm";
import { addCalendarDays, siteToday } from "../../src/domain/dates";
import { traceEventInputSchema } from "../../src/domain/traceability/kde";
import { tlcSourceKey } from "../../src/domain/traceability/lot-source";
import type { LocationRef } from "../../src/domain/traceability/master-data";
import type { Db } from "../../src/server/db/client";
import { traceEvents, traceLocations } from "../../src/server/db/schema";

/**
 * A year of FSMA 204 records at one packhouse (issue 20's figures), written in bulk by SQL from the
 * site's own demo events as templates (so every event names the site's stored farm, cooler, packhouse,
 * customers and products, and every KDE the capture API checks is there):
 * - `groups` chains of harvesting → cooling → initial packing (a new TLC) → shipping (to one of the
 *   site's customers, the next day) → receiving (a supplier's lot under its own code), spread over
 *   the last 365 days;
 * - `chains` transformation chains ten deep: the first cuts two packed lots into a fresh-cut lot, each
 *   next one recuts the previous lot with a received lot, so a trace forward from the first packed
 *   lot, or backward from the tenth cut, crosses ten levels.
 * 5 × groups + 10 × chains = `count` (1 in 10 events a transformation). Each new lot is also a
 * trace_lots row, as the capture API writes it. Deterministic; the audit trail of these rows is not
 * what is measured.
 */
export async function generateTraceEvents(
  db: Db,
  site: { organisationId: string; siteId: string; timezone: string },
  count: number,
) {
  const chains = Math.floor(count / 100);
  const groups = Math.floor((count - 10 * chains) / 5);
  if (2 * chains > groups || 10 * chains > groups) throw new Error("Too few events for the transformation chains");

  const templates = new Map<string, Record<string, unknown>>();
  const rows = await db
    .select({ type: traceEvents.type, kdes: traceEvents.kdes })
    .from(traceEvents)
    .where(and(eq(traceEvents.siteId, site.siteId)));
  for (const row of rows) if (!templates.has(row.type)) templates.set(row.type, row.kdes);
  const packing = templates.get("initial_packing") as {
    received: { farm: unknown; coolingLocation: unknown; commodity: string; variety?: string; growingArea: string }[];
    packingLocation: unknown;
    product: unknown;
  };
  const shipping = templates.get("shipping");
  const transformation = templates.get("transformation");
  const receiving = templates.get("receiving");
  if (!packing || !shipping || !transformation || !receiving)
    throw new Error("The site's demo events are the templates: seed the demo organisation first");
  const customers = [
    ...new Map(
      rows
        .filter((row) => row.type === "shipping")
        .map((row) => [JSON.stringify(row.kdes.shipTo), row.kdes.shipTo] as const),
    ).values(),
  ];
  const harvest = packing.received[0]!;
  // The farm's harvest and the cooling as this site would capture them, checked against the capture schema.
  const harvesting = traceEventInputSchema.parse({
    type: "harvesting",
    subsequentRecipient: harvest.coolingLocation,
    commodity: harvest.commodity,
    variety: harvest.variety ?? "",
    quantity: { value: 80, unit: "bins" },
    farm: harvest.farm,
    growingArea: harvest.growingArea,
    harvestDate: "2026-01-01",
    referenceDocument: { type: "field_tag", number: "FT-0" },
  });
  const cooling = traceEventInputSchema.parse({
    type: "cooling",
    subsequentRecipient: packing.packingLocation,
    commodity: harvest.commodity,
    variety: harvest.variety ?? "",
    quantity: { value: 80, unit: "bins" },
    coolingLocation: harvest.coolingLocation,
    coolingDate: "2026-01-01",
    farm: harvest.farm,
    referenceDocument: { type: "batch_log", number: "HC-0" },
  });
  const receivedWithNumber = { ...receiving, referenceDocument: { type: "advance_ship_notice", number: "ASN-0" } };
  traceEventInputSchema.parse(receivedWithNumber);

  // The TLC source key of each kind of lot the year makes (`tlcSourceKey`, decision 155).
  const stored = await db.select().from(traceLocations).where(eq(traceLocations.siteId, site.siteId));
  const describe = (ref: LocationRef | undefined) => {
    const location = ref?.kind === "stored" ? stored.find((row) => row.id === ref.locationId)?.location : ref;
    return location ? { location: { businessName: location.businessName, city: location.city } } : {};
  };
  type Source = { location?: LocationRef; reference?: string };
  const keyOf = (source: Source) => tlcSourceKey({ ...describe(source.location), reference: source.reference ?? "" });
  const own = (kdes: Record<string, unknown>, field: string) =>
    keyOf({ location: kdes[field] as LocationRef, reference: kdes.tlcSourceReference as string | undefined });
  const sourceKeys = {
    initial_packing: own(packing, "packingLocation"),
    transformation: own(transformation, "transformationLocation"),
    receiving: keyOf(receiving.tlcSource as Source),
  };

  const today = siteToday(site.timezone);
  const start = addCalendarDays(today, -364);
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  // Group g's day: the year spread evenly; its lots.
  const day = sql`(${start}::date + floor((g - 1)::float * 365 / ${groups})::int)`;
  const iso = (d: SQL) => sql`to_char(${d}, 'YYYY-MM-DD')`;
  const packed = sql`'OXB-' || to_char(${day}, 'YYMMDD') || '-' || lpad(g::text, 6, '0')`;
  const supplierLot = sql`'VV-' || lpad(g::text, 6, '0')`;
  const bins = sql`(40 + (g * 7919) % 60)`;
  const cases = sql`(bins * 15)`;
  const fields = ["Block 1", "Block 2", "Block 3", "Block 4", "North 40", "River Bottom"];
  const common = sql`${site.organisationId}::uuid, ${site.siteId}::uuid`;
  const insert = (select: SQL) =>
    db.execute(sql`
      with made as (
        insert into trace_events (organisation_id, site_id, type, kdes, event_date, tlc, tlc_key, input_tlc_keys,
          product_id, quantity, unit, captured_at)
        ${select}
        returning id, type, tlc, tlc_key, kdes
      )
      insert into trace_lots (organisation_id, site_id, tlc, tlc_key, origin, tlc_source, source_key, event_id)
      select ${common}, tlc, tlc_key, case when type = 'receiving' then 'received' else 'assigned' end,
        case type when 'initial_packing' then jsonb_build_object('location', kdes->'packingLocation', 'reference', kdes->'tlcSourceReference')
          when 'transformation' then jsonb_build_object('location', kdes->'transformationLocation', 'reference', kdes->'tlcSourceReference')
          else kdes->'tlcSource' end,
        case type when 'initial_packing' then ${sourceKeys.initial_packing}
          when 'transformation' then ${sourceKeys.transformation} else ${sourceKeys.receiving} end,
        id
      from made where type in ('initial_packing', 'transformation', 'receiving')`);
  const series = (n: number) => sql`from (select g, ${bins} as bins from generate_series(1, ${n}) g) s`;
  const productId = (template: Record<string, unknown>) => {
    const ref = template.product as { kind?: string; productId?: string } | undefined;
    return ref?.kind === "stored" ? sql`${ref.productId}::uuid` : sql`null::uuid`;
  };

  await db.execute(sql`select setseed(0.2)`);
  await insert(sql`
    select ${common}, 'harvesting', ${json(harvesting)} || jsonb_build_object(
        'harvestDate', ${iso(day)}, 'quantity', jsonb_build_object('value', bins, 'unit', 'bins'),
        'growingArea', (${sql.raw(`array[${fields.map((f) => `'${f}'`).join(",")}]`)})[1 + g % ${fields.length}],
        'referenceDocument', jsonb_build_object('type', 'field_tag', 'number', 'FT-' || g)),
      ${day}, null, null, '{}', null, bins, 'bins', ${day}::timestamptz + interval '8 hours'
    ${series(groups)}`);
  await insert(sql`
    select ${common}, 'cooling', ${json(cooling)} || jsonb_build_object(
        'coolingDate', ${iso(day)}, 'quantity', jsonb_build_object('value', bins, 'unit', 'bins'),
        'referenceDocument', jsonb_build_object('type', 'batch_log', 'number', 'HC-' || g)),
      ${day}, null, null, '{}', null, bins, 'bins', ${day}::timestamptz + interval '11 hours'
    ${series(groups)}`);
  await insert(sql`
    select ${common}, 'initial_packing', jsonb_set(jsonb_set(${json(packing)}, '{received,0}',
        ${json(packing.received[0])} || jsonb_build_object('receivedDate', ${iso(day)}, 'harvestDate', ${iso(day)},
          'coolingDate', ${iso(day)}, 'quantity', jsonb_build_object('value', bins, 'unit', 'bins'))),
        '{referenceDocument}', jsonb_build_object('type', 'production_log', 'number', 'PL-' || g))
        || jsonb_build_object('tlc', ${packed}, 'packingDate', ${iso(day)},
          'quantity', jsonb_build_object('value', ${cases}, 'unit', 'cases')),
      ${day}, ${packed}, upper(${packed}), '{}', ${productId(packing)}, ${cases}, 'cases',
      ${day}::timestamptz + interval '15 hours'
    ${series(groups)}`);
  await insert(sql`
    select ${common}, 'shipping', ${json(shipping)} || jsonb_build_object('tlc', ${packed},
        'shipDate', ${iso(sql`(${day} + 1)`)}, 'quantity', jsonb_build_object('value', ${cases}, 'unit', 'cases'),
        'shipTo', (${json(customers)})->(g % ${customers.length}),
        'referenceDocument', jsonb_build_object('type', 'bill_of_lading', 'number', 'BOL-' || g)),
      ${day} + 1, ${packed}, upper(${packed}), '{}', ${productId(shipping)}, ${cases}, 'cases',
      ${day}::timestamptz + interval '1 day 6 hours'
    ${series(groups)}`);
  await insert(sql`
    select ${common}, 'receiving', ${json(receivedWithNumber)} || jsonb_build_object('tlc', ${supplierLot},
        'receiveDate', ${iso(day)}, 'quantity', jsonb_build_object('value', ${cases}, 'unit', 'cases'),
        'referenceDocument', jsonb_build_object('type', 'advance_ship_notice', 'number', 'ASN-' || g)),
      ${day}, ${supplierLot}, upper(${supplierLot}), '{}', ${productId(receiving)}, ${cases}, 'cases',
      ${day}::timestamptz + interval '9 hours'
    ${series(groups)}`);

  // Chain c, level k (1..10): made from packed lots 2c-1 and 2c (k = 1), or from level k-1 and
  // received lot 10(c-1)+k; dated k days after its first packed lot (at most today).
  const packedOf = (g: SQL) =>
    sql`('OXB-' || to_char(${start}::date + floor((${g} - 1)::float * 365 / ${groups})::int, 'YYMMDD') || '-' || lpad((${g})::text, 6, '0'))`;
  const cutLot = (k: SQL) => sql`('OXT-' || lpad(c::text, 5, '0') || '-' || lpad((${k})::text, 2, '0'))`;
  const inputOne = sql`case when k = 1 then ${packedOf(sql`2 * c - 1`)} else ${cutLot(sql`k - 1`)} end`;
  const inputTwo = sql`case when k = 1 then ${packedOf(sql`2 * c`)} else 'VV-' || lpad((10 * (c - 1) + k)::text, 6, '0') end`;
  const cutDay = sql`least(${start}::date + floor((2 * c - 2)::float * 365 / ${groups})::int + k, ${today}::date)`;
  const input = (tlc: SQL, product: SQL) =>
    sql`jsonb_build_object('tlc', ${tlc}, 'product', ${product}, 'quantity', jsonb_build_object('value', 100, 'unit', 'cases'))`;
  const firstProduct = sql`case when k = 1 then ${json(packing.product)} else ${json(transformation.product)} end`;
  const secondProduct = sql`case when k = 1 then ${json(packing.product)} else ${json(receiving.product)} end`;
  await insert(sql`
    select ${common}, 'transformation', ${json(transformation)} || jsonb_build_object('tlc', ${cutLot(sql`k`)},
        'completedDate', ${iso(cutDay)}, 'quantity', jsonb_build_object('value', 1200, 'unit', 'bags'),
        'inputs', jsonb_build_array(${input(inputOne, firstProduct)}, ${input(inputTwo, secondProduct)}),
        'referenceDocument', jsonb_build_object('type', 'batch_log', 'number', 'FC-' || c || '-' || k)),
      ${cutDay}, ${cutLot(sql`k`)}, upper(${cutLot(sql`k`)}), array[upper(${inputOne}), upper(${inputTwo})],
      ${productId(transformation)}, 1200, 'bags', ${cutDay}::timestamptz + interval '14 hours'
    from generate_series(1, ${chains}) c, generate_series(1, 10) k`);
  // Each event's lot and each input's, by its site's lot of the code (one per code here; decision 155). The
  // lots are analysed first: without it, in the whole bench, the link took over 23 minutes on disk (most likely
  // planned for the demo's few lots; decision 184).
  await db.execute(sql`analyze trace_lots`);
  await db.execute(sql`
    update trace_events e set tlc_source_key = l.source_key
    from trace_lots l where l.site_id = e.site_id and l.tlc_key = e.tlc_key and e.site_id = ${site.siteId}::uuid`);
  await db.execute(sql`
    update trace_events e set input_tlc_source_keys = (
      select array_agg(coalesce(l.source_key, '') order by i.n)
      from unnest(e.input_tlc_keys) with ordinality as i(key, n)
      left join trace_lots l on l.site_id = e.site_id and l.tlc_key = i.key)
    where e.site_id = ${site.siteId}::uuid and e.type = 'transformation'`);
  await db.execute(sql`analyze trace_events`);
  await db.execute(sql`analyze trace_lots`);
  const [counted] = (
    (await db.execute(
      sql`select count(*)::int as events, min(event_date)::text as first, max(event_date)::text as last from trace_events where site_id = ${site.siteId}::uuid`,
    )) as unknown as { rows: { events: number; first: string; last: string }[] }
  ).rows;
  return {
    events: counted!.events,
    from: counted!.first,
    to: counted!.last,
    /** A lot ten transformations downstream of `deepestInput`, and that packed lot. */
    deepestLot: "OXT-00001-10",
    deepestInput: `OXB-${start.slice(2).replaceAll("-", "")}-000001`,
  };
}

type SQL = ReturnType<typeof sql>;
