ALTER TABLE "agent_contracts" ALTER COLUMN "upline_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "offered_by_operator" text;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_offered_by" CHECK (upline_id is not null or offered_by_operator is not null);