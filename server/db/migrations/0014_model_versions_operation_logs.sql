CREATE TABLE "model_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"version" integer NOT NULL,
	"form_data" text NOT NULL,
	"column_data" text NOT NULL,
	"action" text DEFAULT 'save' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"module_name" text DEFAULT '' NOT NULL,
	"abstracts" text DEFAULT '' NOT NULL,
	"request_url" text DEFAULT '' NOT NULL,
	"request_method" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "model_versions_model_id_version_index" ON "model_versions" USING btree ("model_id","version");--> statement-breakpoint
CREATE INDEX "operation_logs_user_id_creator_time_index" ON "operation_logs" USING btree ("user_id","creator_time");