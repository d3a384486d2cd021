CREATE TABLE "message_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"template_type" integer DEFAULT 0 NOT NULL,
	"message_source" text DEFAULT '' NOT NULL,
	"message_type" text DEFAULT '' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"template_code" text DEFAULT '' NOT NULL,
	"wx_skip" text DEFAULT '' NOT NULL,
	"xcx_app_id" text DEFAULT '' NOT NULL,
	"template_param_json" text DEFAULT '[]' NOT NULL,
	"sms_field_json" text DEFAULT '[]' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "message_templates_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "schedule_users" (
	"id" text PRIMARY KEY NOT NULL,
	"schedule_id" text NOT NULL,
	"user_id" text NOT NULL,
	"exception_days" text DEFAULT '[]' NOT NULL,
	"until_day" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"urgent" integer DEFAULT 1 NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"files" text DEFAULT '[]' NOT NULL,
	"all_day" integer DEFAULT 0 NOT NULL,
	"start_day" timestamp with time zone NOT NULL,
	"end_day" timestamp with time zone NOT NULL,
	"duration" integer DEFAULT -1 NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"reminder_time" integer DEFAULT -2 NOT NULL,
	"reminder_type" integer DEFAULT 1 NOT NULL,
	"send" text DEFAULT '' NOT NULL,
	"send_name" text DEFAULT '' NOT NULL,
	"repetition" text DEFAULT '1' NOT NULL,
	"repeat_time" timestamp with time zone,
	"exception_days" text DEFAULT '[]' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
CREATE TABLE "data_interface_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"invok_id" text NOT NULL,
	"invok_time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"invok_ip" text DEFAULT '' NOT NULL,
	"invok_device" text DEFAULT '' NOT NULL,
	"invok_type" text DEFAULT '' NOT NULL,
	"invok_waste_time" integer DEFAULT 0 NOT NULL,
	"success" integer DEFAULT 1 NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"print_id" text NOT NULL,
	"print_title" text DEFAULT '' NOT NULL,
	"print_num" integer DEFAULT 1 NOT NULL,
	"print_man_id" text NOT NULL,
	"print_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"print_template" text DEFAULT '' NOT NULL,
	"db_link_id" text DEFAULT '' NOT NULL,
	"sql_template" text DEFAULT '' NOT NULL,
	"left_fields" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "print_templates_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "report_data" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"report_json" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "report_data_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE INDEX "schedule_users_schedule_id_index" ON "schedule_users" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "schedule_users_user_id_index" ON "schedule_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "schedules_creator_user_id_index" ON "schedules" USING btree ("creator_user_id");--> statement-breakpoint
CREATE INDEX "schedules_group_id_index" ON "schedules" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "data_interface_logs_invok_id_invok_time_index" ON "data_interface_logs" USING btree ("invok_id","invok_time");--> statement-breakpoint
CREATE INDEX "print_logs_print_id_print_time_index" ON "print_logs" USING btree ("print_id","print_time");