CREATE TABLE "withdraw_payout_callbacks" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"request_id" uuid NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_payout_callbacks_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "withdraw_requests" DROP CONSTRAINT "withdraw_requests_status_known";--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD COLUMN "payout_provider" text;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD COLUMN "payout_reference" text;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD COLUMN "payout_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdraw_payout_callbacks" ADD CONSTRAINT "withdraw_payout_callbacks_request_id_withdraw_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "withdraw_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_requests" ADD CONSTRAINT "withdraw_requests_status_known" CHECK ("withdraw_requests"."status" in ('pending', 'paying', 'approved', 'rejected', 'failed'));