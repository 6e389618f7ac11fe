import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tlcSourceKey } from "../../src/domain/traceability/lot-source";
import { databaseBeforeMigration } from "../support/database-before-migration";

/**
 * The migration `…_trace_lots_source` (decision 155): a lot becomes its code and its TLC source. A database
 * built just before it, holding lots whose source is a stored location, a described one and a reference,
 * and the events that carry and use them, is migrated to the latest; the keys it writes are the ones the
 * domain's `tlcSourceKey` gives.
 */
let db: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  db = await databaseBeforeMigration("_trace_lots_source");
});
afterAll(() => db?.close());
const one = <T>(query: string, params: unknown[] = []) => db.one<T>(query, params);
const rows = async <T>(query: string, params: unknown[] = []) => (await db.client.query<T>(query, params)).rows;

describe("migration: lots keyed by their TLC source", () => {
  it("keys each lot by its stored or described location or its reference, and each event by its lot", async () => {
    const { id: org } = await one<{ id: string }>(
      `insert into organisations (name) values ('Pacific Fresh') returning id`,
    );
    const { id: site } = await one<{ id: string }>(
      `insert into sites (organisation_id, slug, name, address, timezone, type)
       values ($1, 'oxnard', 'Oxnard', 'CA', 'America/Los_Angeles', 'packhouse') returning id`,
      [org],
    );
    const packhouse = {
      kind: "packinghouse",
      businessName: "Oxnard Packhouse, Inc.",
      phone: "+1 805 555 0100",
      address: "100 Harbor Blvd",
      city: "Oxnard",
      state: "CA",
      postalCode: "93030",
      country: "US",
    };
    const { id: stored } = await one<{ id: string }>(
      `insert into trace_locations (organisation_id, site_id, location) values ($1, $2, $3) returning id`,
      [org, site, JSON.stringify(packhouse)],
    );
    const event = async (type: string, tlc: string, inputs: string[] = []) =>
      (
        await one<{ id: string }>(
          `insert into trace_events (organisation_id, site_id, type, kdes, event_date, tlc, tlc_key, input_tlc_keys)
           values ($1, $2, $3, '{}', '2026-03-06', $4, upper($4), $5) returning id`,
          [org, site, type, tlc, inputs],
        )
      ).id;
    const lot = async (tlc: string, origin: string, source: unknown, eventId: string) =>
      db.client.query(
        `insert into trace_lots (organisation_id, site_id, tlc, tlc_key, origin, tlc_source, event_id)
         values ($1, $2, $3, upper($3), $4, $5, $6)`,
        [org, site, tlc, origin, JSON.stringify(source), eventId],
      );
    await lot(
      "ox-1",
      "assigned",
      { location: { kind: "stored", locationId: stored } },
      await event("initial_packing", "ox-1"),
    );
    const described = { kind: "described", businessName: "Agrícola Niño", city: "Culiacán", phone: "+52 667 555 0100" };
    await lot("MX-9", "received", { location: described, reference: "FFRN 1" }, await event("receiving", "MX-9"));
    await lot("R-5", "received", { reference: "FDA FFRN 1234-5678" }, await event("receiving", "R-5"));
    const shipping = await event("shipping", "OX-1");
    const cut = await event("transformation", "CUT-1", ["R-5", "OX-1", "GONE-1"]);
    await lot("CUT-1", "assigned", { location: { kind: "stored", locationId: stored } }, cut);

    await db.migrateToLatest();

    const keys = await rows<{ tlc: string; source_key: string }>(
      `select tlc, source_key from trace_lots order by tlc_key`,
    );
    const packhouseKey = tlcSourceKey({ location: packhouse });
    expect(packhouseKey).toBe("loc:oxnardpackhouseinc:oxnard");
    expect(keys).toEqual([
      { tlc: "CUT-1", source_key: packhouseKey },
      { tlc: "MX-9", source_key: tlcSourceKey({ location: described, reference: "FFRN 1" }) },
      { tlc: "ox-1", source_key: packhouseKey },
      { tlc: "R-5", source_key: tlcSourceKey({ reference: "FDA FFRN 1234-5678" }) },
    ]);
    expect(keys[1]!.source_key).toBe("loc:agricolanino:culiacan");
    expect(keys[3]!.source_key).toBe("ref:fdaffrn12345678");
    const events = await rows<{ id: string; tlc_source_key: string | null; input_tlc_source_keys: string[] }>(
      `select id, tlc_source_key, input_tlc_source_keys from trace_events`,
    );
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(byId.get(shipping)).toMatchObject({ tlc_source_key: packhouseKey, input_tlc_source_keys: [] });
    // An input the site holds no lot of keeps an empty key, in its place.
    expect(byId.get(cut)).toMatchObject({
      tlc_source_key: packhouseKey,
      input_tlc_source_keys: ["ref:fdaffrn12345678", packhouseKey, ""],
    });
    // The same code from another source is now another lot.
    const anyEvent = events[0]!.id;
    await db.client.query(
      `insert into trace_lots (organisation_id, site_id, tlc, tlc_key, origin, tlc_source, source_key, event_id)
       values ($1, $2, 'R-5', 'R-5', 'received', '{}', 'ref:other', $3)`,
      [org, site, anyEvent],
    );
    await expect(
      db.client.query(
        `insert into trace_lots (organisation_id, site_id, tlc, tlc_key, origin, tlc_source, source_key, event_id)
         values ($1, $2, 'r-5', 'R-5', 'received', '{}', 'ref:other', $3)`,
        [org, site, anyEvent],
      ),
    ).rejects.toThrow(/trace_lots_site_tlc_source/);
  });
});
