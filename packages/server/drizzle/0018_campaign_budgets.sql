CREATE TABLE "campaign_member_spend" (
	"kind" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"spent_minor" bigint NOT NULL,
	CONSTRAINT "campaign_member_spend_kind_campaign_id_member_id_pk" PRIMARY KEY("kind","campaign_id","member_id"),
	CONSTRAINT "campaign_member_spend_positive" CHECK ("campaign_member_spend"."spent_minor" > 0),
	CONSTRAINT "campaign_member_spend_kind" CHECK ("campaign_member_spend"."kind" in ('reward', 'mission', 'promotion', 'red-rain'))
);
--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "member_budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "spent_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "member_budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "spent_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "bonus_minor" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "member_budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "spent_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "red_rains" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "red_rains" ADD COLUMN "member_budget_minor" bigint;--> statement-breakpoint
ALTER TABLE "campaign_member_spend" ADD CONSTRAINT "campaign_member_spend_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_status" CHECK ("rewards"."status" in ('active', 'paused', 'ended'));--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_spent_within_budget" CHECK ("rewards"."spent_minor" >= 0 and ("rewards"."budget_minor" is null or "rewards"."spent_minor" <= "rewards"."budget_minor"));--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_budgets_positive" CHECK (("rewards"."budget_minor" is null or "rewards"."budget_minor" > 0) and ("rewards"."member_budget_minor" is null or "rewards"."member_budget_minor" > 0));--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_status" CHECK ("missions"."status" in ('active', 'paused', 'ended'));--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_spent_within_budget" CHECK ("missions"."spent_minor" >= 0 and ("missions"."budget_minor" is null or "missions"."spent_minor" <= "missions"."budget_minor"));--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_budgets_positive" CHECK (("missions"."budget_minor" is null or "missions"."budget_minor" > 0) and ("missions"."member_budget_minor" is null or "missions"."member_budget_minor" > 0));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_bonus_positive" CHECK ("promotions"."bonus_minor" is null or "promotions"."bonus_minor" > 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_status" CHECK ("promotions"."status" in ('active', 'paused', 'ended'));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_spent_within_budget" CHECK ("promotions"."spent_minor" >= 0 and ("promotions"."budget_minor" is null or "promotions"."spent_minor" <= "promotions"."budget_minor"));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_budgets_positive" CHECK (("promotions"."budget_minor" is null or "promotions"."budget_minor" > 0) and ("promotions"."member_budget_minor" is null or "promotions"."member_budget_minor" > 0));--> statement-breakpoint
ALTER TABLE "red_rains" ADD CONSTRAINT "red_rains_status" CHECK ("red_rains"."status" in ('active', 'paused', 'ended'));--> statement-breakpoint
ALTER TABLE "red_rains" ADD CONSTRAINT "red_rains_member_budget_positive" CHECK ("red_rains"."member_budget_minor" is null or "red_rains"."member_budget_minor" > 0);