CREATE TABLE "visualdev_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
ALTER TABLE "visualdev_records" ADD COLUMN "flow_id" text;--> statement-breakpoint
CREATE INDEX "visualdev_flows_model_id_index" ON "visualdev_flows" USING btree ("model_id");