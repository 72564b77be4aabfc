CREATE TABLE "lotteries" (
	"code" text PRIMARY KEY NOT NULL,
	"node_id" integer NOT NULL,
	"draw_interval_seconds" integer NOT NULL,
	"close_before_seconds" integer NOT NULL,
	"min_bet_minor" bigint NOT NULL,
	"max_bet_minor" bigint NOT NULL,
	"max_per_draw_minor" bigint NOT NULL,
	"sort_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_bets" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"draw_id" bigint NOT NULL,
	"member_id" uuid NOT NULL,
	"selection" text NOT NULL,
	"odds_cents" integer NOT NULL,
	CONSTRAINT "lottery_bets_odds_positive" CHECK ("lottery_bets"."odds_cents" > 100)
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lottery_code" text NOT NULL,
	"draw_no" bigint NOT NULL,
	"status" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"digits" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"min_turnover_minor" bigint NOT NULL,
	"min_deposit_minor" bigint NOT NULL,
	"benefits" jsonb NOT NULL,
	CONSTRAINT "vip_levels_level_non_negative" CHECK ("vip_levels"."level" >= 0),
	CONSTRAINT "vip_levels_requirements_non_negative" CHECK ("vip_levels"."min_turnover_minor" >= 0 AND "vip_levels"."min_deposit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_items" (
	"rebate_id" bigint NOT NULL,
	"game_type" text NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "rebate_items_rebate_id_game_type_pk" PRIMARY KEY("rebate_id","game_type")
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"game_type" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "rebate_rates_rate_range" CHECK ("rebate_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "rebates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"turnover_minor" bigint NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebates_amount_positive" CHECK ("rebates"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"metric" text NOT NULL,
	"period" text NOT NULL,
	"utc_offset" integer DEFAULT 0 NOT NULL,
	"prizes" jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"comment" text NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "promotion_applications_status" CHECK ("promotion_applications"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"image_url" text,
	"accepts_applications" boolean DEFAULT false NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"translations" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"text" text NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lotteries" ADD CONSTRAINT "lotteries_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "bets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_lottery_code_lotteries_code_fk" FOREIGN KEY ("lottery_code") REFERENCES "lotteries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_items" ADD CONSTRAINT "rebate_items_rebate_id_rebates_id_fk" FOREIGN KEY ("rebate_id") REFERENCES "rebates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebates" ADD CONSTRAINT "rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_category_id_feedback_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "feedback_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_draw_idx" ON "lottery_bets" USING btree ("member_id","draw_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_lottery_no_uq" ON "lottery_draws" USING btree ("lottery_code","draw_no");--> statement-breakpoint
CREATE INDEX "lottery_draws_pending_idx" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."status" <> 'settled';--> statement-breakpoint
CREATE INDEX "lottery_draws_lottery_time_idx" ON "lottery_draws" USING btree ("lottery_code","draw_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "rebates_member_since_uq" ON "rebates" USING btree ("member_id","since");--> statement-breakpoint
CREATE INDEX "rebates_member_time_idx" ON "rebates" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "uploads_member_idx" ON "uploads" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_open_idx" ON "promotion_applications" USING btree ("promotion_id","member_id") WHERE "promotion_applications"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "promotion_applications_member_idx" ON "promotion_applications" USING btree ("member_id","promotion_id");--> statement-breakpoint
CREATE INDEX "feedback_member_idx" ON "feedback" USING btree ("member_id","created_at");