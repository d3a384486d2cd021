CREATE TABLE "visualdev_public_submissions" (
	"record_id" text PRIMARY KEY NOT NULL,
	"link_id" text NOT NULL,
	"model_id" text NOT NULL,
	"client_address" text DEFAULT '' NOT NULL,
	"browser_token" text,
	"result_token_hash" text NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visualdev_short_links" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"password_hash" text DEFAULT '' NOT NULL,
	"expire_time" bigint,
	"submit_limit" integer DEFAULT 0 NOT NULL,
	"submit_count" integer DEFAULT 0 NOT NULL,
	"one_per_browser" integer DEFAULT 0 NOT NULL,
	"result_view" integer DEFAULT 0 NOT NULL,
	"picker_mode" text DEFAULT 'hide' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visualdev_short_links_modelId_unique" UNIQUE("model_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "visualdev_public_submissions_link_id_browser_token_index" ON "visualdev_public_submissions" USING btree ("link_id","browser_token");--> statement-breakpoint
CREATE INDEX "visualdev_public_submissions_model_id_index" ON "visualdev_public_submissions" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "visualdev_public_submissions_client_address_creator_time_index" ON "visualdev_public_submissions" USING btree ("client_address","creator_time");