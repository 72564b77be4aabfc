CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid NOT NULL,
	"upline_id" uuid NOT NULL,
	"rate_bp" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_rate_bp_range" CHECK (rate_bp between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_rates" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"rebate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_rates_rebate_bp_range" CHECK (rebate_bp between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rates" ADD CONSTRAINT "agent_rates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_pending_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_uq" ON "agent_contracts" USING btree ("member_id","kind") WHERE status = 'active';