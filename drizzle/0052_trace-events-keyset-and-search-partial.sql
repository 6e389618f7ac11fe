DROP INDEX "trace_events_site_date_idx";--> statement-breakpoint
CREATE INDEX "trace_events_site_date_id_idx" ON "trace_events" USING btree ("site_id","event_date","id");--> statement-breakpoint
CREATE INDEX "trace_events_input_tlcs_idx" ON "trace_events" USING gin ("input_tlc_keys");--> statement-breakpoint
CREATE INDEX "search_passages_vector_not_records" ON "search_passages" USING gin ("search_vector") WHERE kind <> 'record';