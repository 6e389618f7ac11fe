DROP INDEX "supplier_products_supplier";--> statement-breakpoint
ALTER TABLE "supplier_products" ALTER COLUMN "name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_partners" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD COLUMN "trace_product_id" uuid;--> statement-breakpoint
ALTER TABLE "trading_partners" ADD CONSTRAINT "trading_partners_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_trace_product_id_trace_products_id_fk" FOREIGN KEY ("trace_product_id") REFERENCES "public"."trace_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decision 143: a supplier's products are rows of the FSMA 204 product master data. A name that matches a
-- product of the organisation (its product name, without regard to case) becomes that product; the others
-- are kept in the supplier's notes, so nothing it was said to supply is lost.
UPDATE "supplier_products" sp SET "trace_product_id" = (
  SELECT tp."id" FROM "trace_products" tp
  WHERE tp."organisation_id" = sp."organisation_id" AND lower(trim(tp."product"->>'productName')) = lower(trim(sp."name"))
  ORDER BY tp."created_at", tp."id" LIMIT 1
);--> statement-breakpoint
UPDATE "suppliers" s SET "notes" = CASE WHEN s."notes" = '' THEN '' ELSE s."notes" || E'\n\n' END || 'Supplies: ' || u."names"
FROM (
  SELECT "supplier_id", string_agg("name", ', ' ORDER BY "name") AS "names"
  FROM "supplier_products" WHERE "trace_product_id" IS NULL GROUP BY "supplier_id"
) u WHERE u."supplier_id" = s."id";--> statement-breakpoint
DELETE FROM "supplier_products" WHERE "trace_product_id" IS NULL;--> statement-breakpoint
DELETE FROM "supplier_products" a USING "supplier_products" b
WHERE a."supplier_id" = b."supplier_id" AND a."trace_product_id" = b."trace_product_id" AND a."id"::text > b."id"::text;--> statement-breakpoint
-- A supplier-role trading partner named as a supplier of the same organisation is that supplier (one per site).
UPDATE "trading_partners" p SET "supplier_id" = m."supplier_id"
FROM (
  SELECT DISTINCT ON (tp."site_id", s."id") tp."id" AS "partner_id", s."id" AS "supplier_id"
  FROM "trading_partners" tp
  JOIN "suppliers" s ON s."organisation_id" = tp."organisation_id"
    AND lower(trim(s."name")) = lower(trim(tp."partner"->>'name'))
  WHERE tp."partner"->'roles' ? 'supplier'
  ORDER BY tp."site_id", s."id", tp."created_at", tp."id"
) m WHERE p."id" = m."partner_id";--> statement-breakpoint
CREATE UNIQUE INDEX "trading_partners_site_supplier" ON "trading_partners" USING btree ("site_id","supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_products_supplier_product" ON "supplier_products" USING btree ("supplier_id","trace_product_id");