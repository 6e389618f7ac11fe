DROP INDEX "trace_lots_site_tlc_key";--> statement-breakpoint
ALTER TABLE "trace_events" ADD COLUMN "tlc_source_key" text;--> statement-breakpoint
ALTER TABLE "trace_events" ADD COLUMN "input_tlc_source_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "trace_lots" ADD COLUMN "source_key" text;--> statement-breakpoint
-- Decision 155: a lot's source key, as `tlcSourceKey` computes it: `loc:` + the letters and digits of its
-- location's business name (accents dropped, lower case) + `:` + its city's, a stored location read from
-- the site's master data; else `ref:` + its reference's; else empty.
UPDATE "trace_lots" AS l SET "source_key" = coalesce(
  (
    SELECT 'loc:' || lower(regexp_replace(normalize(coalesce(loc->>'businessName', ''), NFKD), '[^A-Za-z0-9]', '', 'g'))
      || ':' || lower(regexp_replace(normalize(coalesce(loc->>'city', ''), NFKD), '[^A-Za-z0-9]', '', 'g'))
    FROM (
      SELECT CASE WHEN l."tlc_source"->'location'->>'kind' = 'stored'
        THEN (SELECT tl."location" FROM "trace_locations" tl WHERE tl."id"::text = l."tlc_source"->'location'->>'locationId')
        ELSE l."tlc_source"->'location' END AS loc
    ) s
    WHERE regexp_replace(normalize(coalesce(loc->>'businessName', ''), NFKD), '[^A-Za-z0-9]', '', 'g') <> ''
  ),
  CASE WHEN regexp_replace(normalize(coalesce(l."tlc_source"->>'reference', ''), NFKD), '[^A-Za-z0-9]', '', 'g') <> ''
    THEN 'ref:' || lower(regexp_replace(normalize(l."tlc_source"->>'reference', NFKD), '[^A-Za-z0-9]', '', 'g')) END,
  ''
);--> statement-breakpoint
ALTER TABLE "trace_lots" ALTER COLUMN "source_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "trace_lots_site_tlc_source" ON "trace_lots" USING btree ("site_id","tlc_key","source_key");--> statement-breakpoint
-- Until now a site held one lot per code: each event's lot, and each input of a transformation, is that one.
UPDATE "trace_events" AS e SET "tlc_source_key" = l."source_key"
  FROM "trace_lots" l WHERE l."site_id" = e."site_id" AND l."tlc_key" = e."tlc_key";--> statement-breakpoint
UPDATE "trace_events" AS e SET "input_tlc_source_keys" = (
  SELECT array_agg(coalesce(l."source_key", '') ORDER BY i.n)
  FROM unnest(e."input_tlc_keys") WITH ORDINALITY AS i(key, n)
  LEFT JOIN "trace_lots" l ON l."site_id" = e."site_id" AND l."tlc_key" = i.key
) WHERE cardinality(e."input_tlc_keys") > 0;
