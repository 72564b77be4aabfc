CREATE TABLE "deposit_callbacks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_callbacks_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"member_id" uuid NOT NULL,
	"period" text NOT NULL,
	"limit_minor" bigint,
	"pending_limit_minor" bigint,
	"pending_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_member_id_period_pk" PRIMARY KEY("member_id","period")
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"channel_id" text NOT NULL,
	"channel_name" jsonb NOT NULL,
	"provider" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fee_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_minor" bigint DEFAULT 0 NOT NULL,
	"bonus_opt_in" boolean DEFAULT false NOT NULL,
	"payer_name" text NOT NULL,
	"reference" text,
	"account" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "deposit_requests_amount_positive" CHECK ("deposit_requests"."amount_minor" > 0),
	CONSTRAINT "deposit_requests_status_known" CHECK ("deposit_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"card_number" text NOT NULL,
	"payee_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_cards_member_number_uq" UNIQUE("member_id","bank_code","card_number")
);
--> statement-breakpoint
CREATE TABLE "withdraw_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdraw_requests_member_key_uq" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "withdraw_requests_amount_positive" CHECK ("withdraw_requests"."amount_minor" > 0),
	CONSTRAINT "withdraw_requests_status_known" CHECK ("withdraw_requests"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "held_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_callbacks" ADD CONSTRAINT "deposit_callbacks_request_id_deposit_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "deposit_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_requests" ADD CONSTRAINT "deposit_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_card_id_bank_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "bank_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_requests_member_time_idx" ON "deposit_requests" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposit_requests_status_time_idx" ON "deposit_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_cards_member_idx" ON "bank_cards" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdraw_requests_member_time_idx" ON "withdraw_requests" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdraw_requests_status_time_idx" ON "withdraw_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_held_within_balance" CHECK ("wallets"."held_minor" >= 0 and "wallets"."held_minor" <= "wallets"."balance_minor");