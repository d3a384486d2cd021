CREATE TABLE "qr_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_images" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"sign_img" text NOT NULL,
	"is_default" integer DEFAULT 0 NOT NULL,
	"creator_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"type" integer NOT NULL,
	"flow_type" integer,
	"body_text" text DEFAULT '' NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"files" text DEFAULT '[]' NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
	"release_user_id" text,
	"release_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "native_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "entry_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificates_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "certificates_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "education" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthday" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tele_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "landline" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "urgent_contacts" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "urgent_tele_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postal_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ranks" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "qr_tickets_expires_at_index" ON "qr_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_images_user_id_index" ON "sign_images" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_user_id_is_read_type_index" ON "messages" USING btree ("user_id","is_read","type");--> statement-breakpoint
CREATE INDEX "messages_user_id_release_time_index" ON "messages" USING btree ("user_id","release_time");