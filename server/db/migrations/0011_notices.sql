CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"files" text DEFAULT '[]' NOT NULL,
	"recipients" text DEFAULT '{}' NOT NULL,
	"category" text DEFAULT '1' NOT NULL,
	"expiration_time" timestamp with time zone,
	"status" integer DEFAULT 0 NOT NULL,
	"release_user_id" text,
	"release_time" timestamp with time zone,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notices_status_creator_time_index" ON "notices" USING btree ("status","creator_time");