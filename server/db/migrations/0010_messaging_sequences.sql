CREATE TABLE "im_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"send_user_id" text NOT NULL,
	"receive_user_id" text NOT NULL,
	"content_type" text NOT NULL,
	"content" text NOT NULL,
	"send_time" timestamp with time zone DEFAULT now() NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"receive_time" timestamp with time zone,
	"hidden_for_sender" integer DEFAULT 0 NOT NULL,
	"hidden_for_receiver" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "im_replies" (
	"user_id" text NOT NULL,
	"other_user_id" text NOT NULL,
	"latest_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "im_replies_user_id_other_user_id_pk" PRIMARY KEY("user_id","other_user_id")
);
--> statement-breakpoint
CREATE TABLE "message_deliveries" (
	"user_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"ref_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_deliveries_user_id_seq_pk" PRIMARY KEY("user_id","seq")
);
--> statement-breakpoint
CREATE TABLE "message_sequences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "im_contents_send_user_id_receive_user_id_send_time_index" ON "im_contents" USING btree ("send_user_id","receive_user_id","send_time");--> statement-breakpoint
CREATE INDEX "im_contents_receive_user_id_state_index" ON "im_contents" USING btree ("receive_user_id","state");--> statement-breakpoint
-- Per-user sequence numbers (docs/messaging.md). The counter row stays locked until the inserting transaction
-- commits, so two processes never hand out the same number and a user's numbers become visible in order.
CREATE FUNCTION "next_message_seq"(p_user text) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE s bigint;
BEGIN
	INSERT INTO "message_sequences" ("user_id", "last_seq") VALUES (p_user, 1)
	ON CONFLICT ("user_id") DO UPDATE SET "last_seq" = "message_sequences"."last_seq" + 1
	RETURNING "last_seq" INTO s;
	RETURN s;
END $$;--> statement-breakpoint
-- Logs what a user must be sent and wakes every server process (LISTEN message_delivery); the notification
-- is sent on commit only, after the rows it names are visible. The payload is the user id, nothing more.
CREATE FUNCTION "deliver_to_user"(p_user text, p_kind text, p_ref text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "message_deliveries" ("user_id", "seq", "kind", "ref_id") VALUES (p_user, "next_message_seq"(p_user), p_kind, p_ref);
	PERFORM pg_notify('message_delivery', p_user);
END $$;--> statement-breakpoint
CREATE FUNCTION "messages_deliver"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "deliver_to_user"(NEW."user_id", 'message', NEW."id");
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "messages_deliver" AFTER INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION "messages_deliver"();--> statement-breakpoint
-- A chat message goes to the receiver and to the sender's other sockets. The two counters are locked in id
-- order so that A writing to B while B writes to A cannot deadlock.
CREATE FUNCTION "im_contents_deliver"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."send_user_id" < NEW."receive_user_id" THEN
		PERFORM "deliver_to_user"(NEW."send_user_id", 'chat', NEW."id");
		PERFORM "deliver_to_user"(NEW."receive_user_id", 'chat', NEW."id");
	ELSIF NEW."send_user_id" > NEW."receive_user_id" THEN
		PERFORM "deliver_to_user"(NEW."receive_user_id", 'chat', NEW."id");
		PERFORM "deliver_to_user"(NEW."send_user_id", 'chat', NEW."id");
	ELSE
		PERFORM "deliver_to_user"(NEW."send_user_id", 'chat', NEW."id");
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "im_contents_deliver" AFTER INSERT ON "im_contents" FOR EACH ROW EXECUTE FUNCTION "im_contents_deliver"();
