CREATE TABLE "admin_idempotency_keys" (
	"actor" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" smallint,
	"answer" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_idempotency_keys_actor_key_pk" PRIMARY KEY("actor","key")
);
--> statement-breakpoint
CREATE INDEX "admin_idempotency_keys_created_idx" ON "admin_idempotency_keys" USING btree ("created_at");