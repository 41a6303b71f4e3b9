CREATE TABLE "outgoing_mails" (
	"id" uuid PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"kind" text NOT NULL,
	"notification_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD CONSTRAINT "outgoing_mails_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_mails_unsent_idx" ON "outgoing_mails" USING btree ("created_at") WHERE "outgoing_mails"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "outgoing_mails_sent_idx" ON "outgoing_mails" USING btree ("sent_at");