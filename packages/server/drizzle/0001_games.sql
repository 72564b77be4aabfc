CREATE TABLE "game_vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"icon" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_node_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor" text NOT NULL,
	"game_id" text NOT NULL,
	"room_id" text,
	"game_type" text NOT NULL,
	"game_category" text NOT NULL,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"game_classify" text,
	"min_bet_minor" integer NOT NULL,
	"min_line" integer NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"support_play" boolean DEFAULT true NOT NULL,
	"prize_mode" text,
	"sort_order" integer NOT NULL,
	"small_icon" text NOT NULL,
	"large_icon" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "game_vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game_id_uq" ON "games" USING btree ("vendor","game_id");--> statement-breakpoint
CREATE INDEX "games_type_order_idx" ON "games" USING btree ("game_type","sort_order","node_id");--> statement-breakpoint
CREATE INDEX "games_vendor_type_order_idx" ON "games" USING btree ("vendor","game_type","sort_order","node_id");--> statement-breakpoint
CREATE INDEX "games_order_idx" ON "games" USING btree ("sort_order","node_id");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("hot_rank") WHERE "games"."hot_rank" is not null;--> statement-breakpoint
CREATE INDEX "games_prize_mode_idx" ON "games" USING btree ("prize_mode") WHERE "games"."prize_mode" is not null;