CREATE TABLE "visa_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"traveller" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "visa_documents_traveller" CHECK ("visa_documents"."traveller" between 0 and 8),
	CONSTRAINT "visa_documents_kind" CHECK ("visa_documents"."kind" in ('passport', 'photo', 'other'))
);
--> statement-breakpoint
ALTER TABLE "visa_documents" ADD CONSTRAINT "visa_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visa_documents" ADD CONSTRAINT "visa_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visa_documents_file_name_unique" ON "visa_documents" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "visa_documents_booking_idx" ON "visa_documents" USING btree ("booking_id","created_at");