CREATE TABLE "bill_number_previews" (
	"user_id" text NOT NULL,
	"rule_id" text NOT NULL,
	"number" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bill_number_previews_user_id_rule_id_pk" PRIMARY KEY("user_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "bill_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"date_format" text DEFAULT 'no' NOT NULL,
	"digit" integer DEFAULT 4 NOT NULL,
	"start_number" text DEFAULT '1' NOT NULL,
	"random_digit" integer DEFAULT 6 NOT NULL,
	"random_type" integer DEFAULT 1 NOT NULL,
	"example" text DEFAULT '' NOT NULL,
	"output_number" text DEFAULT '' NOT NULL,
	"this_number" integer DEFAULT 0 NOT NULL,
	"date_key" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "bill_rules_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "data_interfaces" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" integer NOT NULL,
	"action" integer DEFAULT 0 NOT NULL,
	"has_page" integer DEFAULT 0 NOT NULL,
	"is_post_position" integer DEFAULT 0 NOT NULL,
	"data_config_json" text DEFAULT '{}' NOT NULL,
	"parameter_json" text DEFAULT '[]' NOT NULL,
	"field_json" text DEFAULT '[]' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "data_interfaces_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "visualdev_models" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"web_type" integer DEFAULT 2 NOT NULL,
	"form_data" text DEFAULT '{}' NOT NULL,
	"column_data" text DEFAULT '{}' NOT NULL,
	"app_column_data" text DEFAULT '{}' NOT NULL,
	"tables" text DEFAULT '[]' NOT NULL,
	"enable_flow" integer DEFAULT 0 NOT NULL,
	"state" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "visualdev_models_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "visualdev_records" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"creator_user_id" text,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modify_user_id" text,
	"last_modify_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "file_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bill_rules_category_index" ON "bill_rules" USING btree ("category");--> statement-breakpoint
CREATE INDEX "visualdev_records_model_id_creator_time_index" ON "visualdev_records" USING btree ("model_id","creator_time");