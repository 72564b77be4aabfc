CREATE TABLE "admin_request_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_request_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "hot_matches" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "hot_matches_teams_time_uq" ON "hot_matches" USING btree ("home_team","away_team","match_time");