CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "areas_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE INDEX "areas_parent_id_index" ON "areas" USING btree ("parent_id");