ALTER TABLE "members" ADD COLUMN "head_icon" smallint;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;