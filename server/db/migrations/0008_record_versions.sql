CREATE TABLE "visualdev_record_versions" (
	"record_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visualdev_record_versions_record_id_version_pk" PRIMARY KEY("record_id","version")
);
