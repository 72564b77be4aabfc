CREATE TABLE "red_rain_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"rain_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"claim_no" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_rain_claims_amount_positive" CHECK ("red_rain_claims"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "red_rains" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"budget_minor" bigint NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"min_amount_minor" bigint NOT NULL,
	"max_amount_minor" bigint NOT NULL,
	"claims_per_member" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "red_rains_window" CHECK ("red_rains"."ends_at" > "red_rains"."starts_at"),
	CONSTRAINT "red_rains_paid_within_budget" CHECK ("red_rains"."paid_minor" between 0 and "red_rains"."budget_minor"),
	CONSTRAINT "red_rains_amounts" CHECK ("red_rains"."min_amount_minor" > 0 and "red_rains"."max_amount_minor" >= "red_rains"."min_amount_minor")
);
--> statement-breakpoint
ALTER TABLE "red_rain_claims" ADD CONSTRAINT "red_rain_claims_rain_id_red_rains_id_fk" FOREIGN KEY ("rain_id") REFERENCES "red_rains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_rain_claims" ADD CONSTRAINT "red_rain_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_claims_member_no_uq" ON "red_rain_claims" USING btree ("rain_id","member_id","claim_no");--> statement-breakpoint
CREATE UNIQUE INDEX "red_rain_claims_member_key_uq" ON "red_rain_claims" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "red_rains_time_idx" ON "red_rains" USING btree ("starts_at","ends_at");