CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "groups_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "organizes" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"category" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"manager_id" text,
	"property_json" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"organize_id" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "positions_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"global_mark" integer DEFAULT 1 NOT NULL,
	"organize_id" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "roles_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "user_relations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"gender" text DEFAULT '3' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"head_icon" text DEFAULT '' NOT NULL,
	"organize_id" text NOT NULL,
	"manager_id" text,
	"password_hash" text NOT NULL,
	"password_salt" text NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"is_administrator" integer DEFAULT 0 NOT NULL,
	"lock_mark" integer DEFAULT 0 NOT NULL,
	"unlock_time" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"change_password_date" timestamp with time zone,
	"incomplete_info" integer DEFAULT 0 NOT NULL,
	"prev_login_time" timestamp with time zone,
	"prev_login_ip" text DEFAULT '' NOT NULL,
	"last_login_time" timestamp with time zone,
	"last_login_ip" text DEFAULT '' NOT NULL,
	"theme" text DEFAULT 'classic' NOT NULL,
	"language" text DEFAULT 'zh-CN' NOT NULL,
	"system_id" text,
	"portal_id" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "users_account_unique" UNIQUE("account")
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" text PRIMARY KEY NOT NULL,
	"object_type" text DEFAULT 'Role' NOT NULL,
	"object_id" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
CREATE TABLE "dictionary_data" (
	"id" text PRIMARY KEY NOT NULL,
	"dictionary_type_id" text NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"simple_spelling" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
CREATE TABLE "dictionary_types" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"is_tree" integer DEFAULT 0 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "dictionary_types_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "module_buttons" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
CREATE TABLE "module_columns" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
CREATE TABLE "module_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"module_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text DEFAULT '-1' NOT NULL,
	"system_id" text NOT NULL,
	"type" integer NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"url_address" text DEFAULT '' NOT NULL,
	"link_target" text DEFAULT '_self' NOT NULL,
	"property_json" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Web' NOT NULL,
	"is_button_authorize" integer DEFAULT 0 NOT NULL,
	"is_column_authorize" integer DEFAULT 0 NOT NULL,
	"is_form_authorize" integer DEFAULT 0 NOT NULL,
	"is_data_authorize" integer DEFAULT 0 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
--> statement-breakpoint
CREATE TABLE "sys_config" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb,
	"last_modify_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "systems" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"is_main" integer DEFAULT 0 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text,
	CONSTRAINT "systems_enCode_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"account" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"login_type" integer NOT NULL,
	"login_mark" integer NOT NULL,
	"abstracts" text DEFAULT '' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "organizes_parent_id_index" ON "organizes" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_relations_user_id_object_type_object_id_index" ON "user_relations" USING btree ("user_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "user_relations_object_type_object_id_index" ON "user_relations" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE INDEX "users_organize_id_index" ON "users" USING btree ("organize_id");--> statement-breakpoint
CREATE INDEX "users_mobile_phone_index" ON "users" USING btree ("mobile_phone");--> statement-breakpoint
CREATE UNIQUE INDEX "authorizations_object_type_object_id_item_type_item_id_index" ON "authorizations" USING btree ("object_type","object_id","item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_data_dictionary_type_id_en_code_index" ON "dictionary_data" USING btree ("dictionary_type_id","en_code");--> statement-breakpoint
CREATE INDEX "dictionary_data_dictionary_type_id_parent_id_index" ON "dictionary_data" USING btree ("dictionary_type_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "module_buttons_module_id_en_code_index" ON "module_buttons" USING btree ("module_id","en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "module_columns_module_id_en_code_index" ON "module_columns" USING btree ("module_id","en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "module_forms_module_id_en_code_index" ON "module_forms" USING btree ("module_id","en_code");--> statement-breakpoint
CREATE INDEX "modules_system_id_parent_id_index" ON "modules" USING btree ("system_id","parent_id");--> statement-breakpoint
CREATE INDEX "login_logs_creator_time_index" ON "login_logs" USING btree ("creator_time");--> statement-breakpoint
CREATE INDEX "login_logs_user_id_index" ON "login_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");