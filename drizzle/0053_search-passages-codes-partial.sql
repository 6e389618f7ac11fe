DROP INDEX "search_passages_codes";--> statement-breakpoint
CREATE INDEX "search_passages_codes_not_records" ON "search_passages" USING gin ("codes" gin_trgm_ops) WHERE kind <> 'record';--> statement-breakpoint
CREATE INDEX "search_passages_codes_records" ON "search_passages" USING gin ("codes" gin_trgm_ops) WHERE kind = 'record';