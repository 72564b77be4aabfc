ALTER TABLE "sessions" ADD COLUMN "reality_checked_at" timestamp with time zone;
