DROP INDEX "trace_events_input_tlcs_idx";--> statement-breakpoint
CREATE INDEX "trace_events_input_tlcs_idx" ON "trace_events" USING gin ("input_tlc_keys") WITH (fastupdate=false);