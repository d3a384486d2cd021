CREATE TABLE "screen_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" integer NOT NULL,
	"schema" json,
	"action" text DEFAULT 'save' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "screen_versions_name_version_index" ON "screen_versions" USING btree ("name","version");--> statement-breakpoint
CREATE INDEX "screen_versions_created_at_index" ON "screen_versions" USING btree ("created_at");