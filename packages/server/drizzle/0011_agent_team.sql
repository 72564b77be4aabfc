CREATE TABLE "member_tree" (
	"ancestor_id" uuid NOT NULL,
	"descendant_id" uuid NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
DROP INDEX "sessions_member_idx";--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "sessions_member_created_idx" ON "sessions" USING btree ("member_id","created_at");--> statement-breakpoint
-- The closure rows of every member that exists already (each member's own row, then its uplines at every depth).
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE "tree" AS (
	SELECT "id" AS "ancestor_id", "id" AS "descendant_id", 0 AS "depth" FROM "members"
	UNION ALL
	SELECT "tree"."ancestor_id", "members"."id", "tree"."depth" + 1
	FROM "tree" JOIN "members" ON "members"."upline_id" = "tree"."descendant_id"
)
SELECT "ancestor_id", "descendant_id", "depth" FROM "tree"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A new member gets its own row and one row per ancestor of its upline, in the inserting transaction.
CREATE FUNCTION "member_tree_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
	SELECT NEW."id", NEW."id", 0
	UNION ALL
	SELECT "ancestor_id", NEW."id", "depth" + 1 FROM "member_tree" WHERE "descendant_id" = NEW."upline_id";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_tree_insert" AFTER INSERT ON "members"
FOR EACH ROW EXECUTE FUNCTION "member_tree_on_insert"();--> statement-breakpoint
-- A member's upline is set once, when the account is opened: moving a team would need the tree rebuilt.
CREATE FUNCTION "member_upline_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'members.upline_id cannot change once set' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "member_upline_fixed" BEFORE UPDATE OF "upline_id" ON "members"
FOR EACH ROW WHEN (OLD."upline_id" IS DISTINCT FROM NEW."upline_id") EXECUTE FUNCTION "member_upline_fixed"();
