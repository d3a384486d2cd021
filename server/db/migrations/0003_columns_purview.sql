CREATE TABLE "columns_purview" (
	"module_id" text PRIMARY KEY NOT NULL,
	"field_list" text DEFAULT '[]' NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_user_id" text,
	"last_modify_time" timestamp with time zone,
	"last_modify_user_id" text
);
