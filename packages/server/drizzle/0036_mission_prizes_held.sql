CREATE TABLE "mission_prizes_held" (
	"mission_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"member_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_prizes_held_mission_id_period_start_member_id_pk" PRIMARY KEY("mission_id","period_start","member_id")
);
--> statement-breakpoint
ALTER TABLE "mission_prizes_held" ADD CONSTRAINT "mission_prizes_held_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_prizes_held" ADD CONSTRAINT "mission_prizes_held_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;