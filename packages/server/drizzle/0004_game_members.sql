CREATE SEQUENCE "game_member_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" uuid NOT NULL,
	"node_id" integer NOT NULL,
	"seq" bigint DEFAULT nextval('game_member_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"node_id" integer NOT NULL,
	"language" text NOT NULL,
	"page_back" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recents" (
	"member_id" uuid NOT NULL,
	"node_id" integer NOT NULL,
	"seq" bigint DEFAULT nextval('game_member_seq') NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recents_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recents" ADD CONSTRAINT "recents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recents" ADD CONSTRAINT "recents_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_member_seq_idx" ON "favourites" USING btree ("member_id","seq");--> statement-breakpoint
CREATE INDEX "launch_tokens_member_idx" ON "launch_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recents_member_seq_idx" ON "recents" USING btree ("member_id","seq");