CREATE TABLE "portal_user_defaults" (
	"user_id" text NOT NULL,
	"system_id" text NOT NULL,
	"portal_id" text NOT NULL,
	CONSTRAINT "portal_user_defaults_user_id_system_id_pk" PRIMARY KEY("user_id","system_id")
);
--> statement-breakpoint
CREATE TABLE "portals" (
	"id" text PRIMARY KEY NOT NULL,
	"system_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text DEFAULT '' NOT NULL,
	"layout_json" text DEFAULT '{"cards":[]}' NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "portals_system_id_index" ON "portals" USING btree ("system_id");