CREATE TABLE "seamless_vendors" (
	"vendor" text PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"currency" text NOT NULL,
	"enabled" boolean NOT NULL,
	"secret_sealed" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seamless_vendors" ADD CONSTRAINT "seamless_vendors_vendor_game_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "game_vendors"("code") ON DELETE no action ON UPDATE no action;