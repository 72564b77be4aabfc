CREATE TABLE "member_security_answers" (
	"member_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"question_id" text NOT NULL,
	"answer_hash" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_security_answers_member_id_position_pk" PRIMARY KEY("member_id","position"),
	CONSTRAINT "member_security_answers_question" UNIQUE("member_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "member_security_answers" ADD CONSTRAINT "member_security_answers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;