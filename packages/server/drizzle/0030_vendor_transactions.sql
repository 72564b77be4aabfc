CREATE TABLE "vendor_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"status" text NOT NULL,
	"debit_transaction_id" text,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vendor_transactions_amount_non_negative" CHECK ("vendor_transactions"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vendor_transactions" ADD CONSTRAINT "vendor_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transactions_vendor_tx_uq" ON "vendor_transactions" USING btree ("vendor","transaction_id");--> statement-breakpoint
CREATE INDEX "vendor_transactions_member_idx" ON "vendor_transactions" USING btree ("member_id","created_at");