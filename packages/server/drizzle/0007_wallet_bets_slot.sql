CREATE TABLE "bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"node_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"game_type" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"round_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bets_stake_positive" CHECK ("bets"."stake_minor" > 0),
	CONSTRAINT "bets_win_non_negative" CHECK ("bets"."win_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "slot_players" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"last_spin_at" timestamp with time zone,
	"session_started_at" timestamp with time zone,
	"session_spins" integer DEFAULT 0 NOT NULL,
	"session_stake_minor" bigint DEFAULT 0 NOT NULL,
	"session_win_minor" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_players" ADD CONSTRAINT "slot_players_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_seeds" ADD CONSTRAINT "slot_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_member_idempotency_uq" ON "bets" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_vendor_round_uq" ON "bets" USING btree ("vendor","round_id");--> statement-breakpoint
CREATE INDEX "bets_member_time_idx" ON "bets" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bets_member_type_time_idx" ON "bets" USING btree ("member_id","game_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bets_member_node_time_idx" ON "bets" USING btree ("member_id","node_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "slot_seeds_member_active_uq" ON "slot_seeds" USING btree ("member_id") WHERE "slot_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "slot_seeds_member_idx" ON "slot_seeds" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_member_time_idx" ON "ledger_entries" USING btree ("member_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);