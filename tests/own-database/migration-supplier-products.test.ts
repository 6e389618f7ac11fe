import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBeforeMigration } from "../support/database-before-migration";

/**
 * The migration `…_supplier_products_from_master_data` (decision 143): a supplier's products were free-text
 * names; they become products of the FSMA 204 master data. A database built just before it, holding such
 * names and a trading partner named as a supplier, is migrated to the latest.
 */
let db: Awaited<ReturnType<typeof databaseBeforeMigration>>;
beforeAll(async () => {
  db = await databaseBeforeMigration("_supplier_products_from_master_data");
});
afterAll(() => db?.close());
const one = <T>(query: string, params: unknown[] = []) => db.one<T>(query, params);
const rows = async <T>(query: string, params: unknown[] = []) => (await db.client.query<T>(query, params)).rows;

describe("migration: a supplier's products from the traceability master data", () => {
  it("links the names of master-data products, keeps the others in the notes, and ties the same-named partner", async () => {
    const { id: org } = await one<{ id: string }>(
      `insert into organisations (name) values ('Pacific Fresh') returning id`,
    );
    const site = async (slug: string) =>
      (
        await one<{ id: string }>(
          `insert into sites (organisation_id, slug, name, address, timezone, type)
           values ($1, $2, $2, 'CA', 'America/Los_Angeles', 'packhouse') returning id`,
          [org, slug],
        )
      ).id;
    const oxnard = await site("oxnard");
    const yuma = await site("yuma");
    // Creation times are explicit: two inserts can share a clock tick, and the earliest product of a name wins.
    const product = async (siteId: string, productName: string, createdAt: string) =>
      (
        await one<{ id: string }>(
          `insert into trace_products (organisation_id, site_id, product, created_at) values ($1, $2, $3, $4) returning id`,
          [
            org,
            siteId,
            JSON.stringify({
              productName,
              commodity: productName,
              packagingSize: "24 ct",
              packagingStyle: "carton",
              onFoodTraceabilityList: true,
              ftlCategory: "leafy_greens",
            }),
            createdAt,
          ],
        )
      ).id;
    const greenLeaf = await product(oxnard, "Green leaf lettuce", "2025-03-01T08:00:00Z");
    await product(yuma, "Green Leaf Lettuce", "2025-03-02T08:00:00Z"); // created later: the earliest wins
    const supplier = async (name: string, notes: string) =>
      (
        await one<{ id: string }>(
          `insert into suppliers (organisation_id, name, category, risk_level, notes) values ($1, $2, 'grower', 'high', $3) returning id`,
          [org, name, notes],
        )
      ).id;
    const valleVerde = await supplier("Valle Verde Farms", "");
    const cartons = await supplier("Pacific Corrugated", "Audited 2025");
    for (const [supplierId, name] of [
      [valleVerde, " green LEAF lettuce"],
      [valleVerde, "Green leaf lettuce"],
      [valleVerde, "Romaine lettuce"],
      [cartons, "RPC liners"],
      [cartons, "Waxed cartons"],
    ] as const)
      await one(`insert into supplier_products (organisation_id, supplier_id, name) values ($1, $2, $3) returning id`, [
        org,
        supplierId,
        name,
      ]);
    const partner = async (siteId: string, name: string, roles: string[]) =>
      (
        await one<{ id: string }>(
          `insert into trading_partners (organisation_id, site_id, partner) values ($1, $2, $3) returning id`,
          [org, siteId, JSON.stringify({ name, roles, locationIds: [] })],
        )
      ).id;
    const supplierPartner = await partner(oxnard, "VALLE VERDE FARMS", ["supplier"]);
    const customerPartner = await partner(yuma, "Valle Verde Farms", ["customer"]);

    await db.migrateToLatest();

    const applied = await one<{ n: number }>(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.n).toBe(db.migrationCount);
    expect(await rows(`select supplier_id, trace_product_id from supplier_products order by supplier_id`)).toEqual([
      { supplier_id: valleVerde, trace_product_id: greenLeaf },
    ]);
    const notes = async (id: string) =>
      (await one<{ notes: string }>(`select notes from suppliers where id = $1`, [id])).notes;
    expect(await notes(valleVerde)).toBe("Supplies: Romaine lettuce");
    expect(await notes(cartons)).toBe("Audited 2025\n\nSupplies: RPC liners, Waxed cartons");
    const tied = async (id: string) =>
      (await one<{ supplier_id: string | null }>(`select supplier_id from trading_partners where id = $1`, [id]))
        .supplier_id;
    expect(await tied(supplierPartner)).toBe(valleVerde);
    // A customer of the same name is not the supplier's record.
    expect(await tied(customerPartner)).toBeNull();
  });
});
