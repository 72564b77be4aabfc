CREATE TABLE "agent_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"base_minor" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	CONSTRAINT "agent_payouts_amount_non_negative" CHECK (amount_minor >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_payouts" ADD CONSTRAINT "agent_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_payouts_period_uq" ON "agent_payouts" USING btree ("member_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "agent_payouts_status_idx" ON "agent_payouts" USING btree ("status","id");