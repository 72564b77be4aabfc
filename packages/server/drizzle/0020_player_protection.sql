CREATE TABLE "protection_measures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"operator_id" uuid,
	"operator_name" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "protection_measures_kind" CHECK ("protection_measures"."kind" in ('timeOut', 'selfExclusion')),
	CONSTRAINT "protection_measures_window" CHECK ("protection_measures"."ends_at" is null or "protection_measures"."ends_at" > "protection_measures"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "protection_measures" ADD CONSTRAINT "protection_measures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_measures_member_idx" ON "protection_measures" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE FUNCTION "protection_measures_unchangeable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'protection_measures: a measure is never changed or lifted (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "protection_measures_no_update" BEFORE UPDATE ON "protection_measures" FOR EACH ROW EXECUTE FUNCTION "protection_measures_unchangeable"();
