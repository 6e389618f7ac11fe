ALTER TABLE "supplier_products" ALTER COLUMN "trace_product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_products" DROP COLUMN "name";