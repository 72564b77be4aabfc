CREATE TABLE "banner_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_key" uuid NOT NULL,
	"audience" text NOT NULL,
	"usernames" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"translations" jsonb NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"operator_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_sends_client_key_unique" UNIQUE("client_key")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "kind" text DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "send_id" integer;--> statement-breakpoint
CREATE INDEX "message_sends_created_idx" ON "message_sends" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_send_id_message_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "message_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_send_idx" ON "messages" USING btree ("send_id");