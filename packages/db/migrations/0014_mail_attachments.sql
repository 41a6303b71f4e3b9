CREATE TABLE "mail_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"outgoing_mail_id" uuid,
	"captured_mail_id" uuid,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_attachments_one_mail" CHECK (("mail_attachments"."outgoing_mail_id" is null) <> ("mail_attachments"."captured_mail_id" is null))
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_outgoing_mail_id_outgoing_mails_id_fk" FOREIGN KEY ("outgoing_mail_id") REFERENCES "public"."outgoing_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_captured_mail_id_captured_mails_id_fk" FOREIGN KEY ("captured_mail_id") REFERENCES "public"."captured_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_outgoing_idx" ON "mail_attachments" USING btree ("outgoing_mail_id");--> statement-breakpoint
CREATE INDEX "mail_attachments_captured_idx" ON "mail_attachments" USING btree ("captured_mail_id");