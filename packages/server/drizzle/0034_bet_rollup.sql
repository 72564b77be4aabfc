CREATE TABLE "bet_half_hours" (
	"start_at" timestamp with time zone PRIMARY KEY NOT NULL,
	"rounds" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_member_days" (
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	"half_hours" bigint NOT NULL,
	CONSTRAINT "bet_member_days_day_member_id_pk" PRIMARY KEY("day","member_id")
);
--> statement-breakpoint
CREATE TABLE "bet_rollup_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"rounds" integer NOT NULL,
	"stake_minor" bigint NOT NULL,
	"win_minor" bigint NOT NULL
);
--> statement-breakpoint
-- Every change of a settled bet is queued for the reports' rollups: a bet that
-- settles adds itself, a settled bet that changes (a vendor's later credit)
-- takes its old figures back and adds the new ones.
CREATE FUNCTION "bets_rollup_queue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND OLD."status" = 'settled' AND OLD."settled_at" IS NOT NULL THEN
		INSERT INTO "bet_rollup_queue" ("member_id", "settled_at", "rounds", "stake_minor", "win_minor")
		VALUES (OLD."member_id", OLD."settled_at", -1, -OLD."stake_minor", -OLD."win_minor");
	END IF;
	IF NEW."status" = 'settled' AND NEW."settled_at" IS NOT NULL THEN
		INSERT INTO "bet_rollup_queue" ("member_id", "settled_at", "rounds", "stake_minor", "win_minor")
		VALUES (NEW."member_id", NEW."settled_at", 1, NEW."stake_minor", NEW."win_minor");
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bets_rollup_insert" AFTER INSERT ON "bets"
FOR EACH ROW WHEN (NEW."status" = 'settled') EXECUTE FUNCTION "bets_rollup_queue"();--> statement-breakpoint
CREATE TRIGGER "bets_rollup_update" AFTER UPDATE ON "bets"
FOR EACH ROW WHEN (
	(OLD."status" = 'settled' OR NEW."status" = 'settled') AND (
		OLD."status" IS DISTINCT FROM NEW."status"
		OR OLD."settled_at" IS DISTINCT FROM NEW."settled_at"
		OR OLD."stake_minor" IS DISTINCT FROM NEW."stake_minor"
		OR OLD."win_minor" IS DISTINCT FROM NEW."win_minor"
		OR OLD."member_id" IS DISTINCT FROM NEW."member_id"
	)
) EXECUTE FUNCTION "bets_rollup_queue"();--> statement-breakpoint
-- The bets settled before this release, folded by the server's first pass.
INSERT INTO "bet_rollup_queue" ("member_id", "settled_at", "rounds", "stake_minor", "win_minor")
SELECT "member_id", "settled_at", 1, "stake_minor", "win_minor" FROM "bets"
WHERE "status" = 'settled' AND "settled_at" IS NOT NULL;
