ALTER TABLE "members" ADD COLUMN "head_icon" smallint;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "device" text;