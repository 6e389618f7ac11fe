ALTER TABLE "training_assignments" ADD COLUMN "trainer_name" text;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer_name" text;