CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"group_name" text NOT NULL,
	"platform" text DEFAULT 'M' NOT NULL,
	"execution" text,
	"promotion_type" text,
	"image_url" text,
	"image_width" integer,
	"image_height" integer,
	"link_url" text DEFAULT '' NOT NULL,
	"translations" jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"league" text NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"home_team_image_url" text NOT NULL,
	"away_team_image_url" text NOT NULL,
	"match_time" timestamp with time zone NOT NULL,
	"vendor" text NOT NULL,
	"game_category" text NOT NULL,
	"game_id" text NOT NULL,
	"node_id" integer NOT NULL,
	"room_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "announcements_group_type_idx" ON "announcements" USING btree ("group_name","platform","type","sort_order");--> statement-breakpoint
CREATE INDEX "hot_matches_time_idx" ON "hot_matches" USING btree ("match_time");