CREATE TABLE "social_logins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_logins" ADD CONSTRAINT "social_logins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_logins_subject_uq" ON "social_logins" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_logins_member_uq" ON "social_logins" USING btree ("member_id","provider");