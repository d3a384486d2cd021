CREATE TABLE "stored_files" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"owner_id" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"extension" text NOT NULL,
	"mime" text NOT NULL,
	"md5" text NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_tickets" ADD COLUMN "source" jsonb;--> statement-breakpoint
CREATE INDEX "stored_files_md5_owner_id_index" ON "stored_files" USING btree ("md5","owner_id");--> statement-breakpoint
CREATE INDEX "stored_files_owner_id_index" ON "stored_files" USING btree ("owner_id");