CREATE SEQUENCE "public"."enquiry_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text DEFAULT ('ENQ-' || nextval('enquiry_reference_seq')::text) NOT NULL,
	"kind" text NOT NULL,
	"product_kind" text,
	"product_id" uuid,
	"product_title" text,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"sender_id" uuid,
	"status" text DEFAULT 'new' NOT NULL,
	"assigned_to" uuid,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_product_named" CHECK (("enquiries"."kind" = 'product') = ("enquiries"."product_kind" is not null and "enquiries"."product_id" is not null)),
	CONSTRAINT "enquiries_converted_booking" CHECK (("enquiries"."status" = 'converted') = ("enquiries"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "enquiry_replies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_travel_settings" (
	"id" text PRIMARY KEY DEFAULT 'main' NOT NULL,
	"launch_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_travel_settings_one_row" CHECK ("group_travel_settings"."id" = 'main')
);
--> statement-breakpoint
CREATE TABLE "newsletter_announcements" (
	"group_ticket_id" uuid PRIMARY KEY NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"unsubscribe_token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_pending_has_token" CHECK ("newsletter_subscribers"."status" <> 'pending' or "newsletter_subscribers"."confirm_token_hash" is not null)
);
--> statement-breakpoint
CREATE TABLE "listed_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"city" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"price_from_minor" bigint,
	"currency" varchar(3),
	"seats" integer,
	"transmission" text,
	"duration_hours" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listed_items_price_currency" CHECK (("listed_items"."price_from_minor" is null) = ("listed_items"."currency" is null)),
	CONSTRAINT "listed_items_price_positive" CHECK ("listed_items"."price_from_minor" is null or "listed_items"."price_from_minor" > 0),
	CONSTRAINT "listed_items_car_facts" CHECK ("listed_items"."kind" <> 'car' or "listed_items"."duration_hours" is null),
	CONSTRAINT "listed_items_tour_facts" CHECK ("listed_items"."kind" <> 'tour' or ("listed_items"."seats" is null and "listed_items"."transmission" is null))
);
--> statement-breakpoint
ALTER TABLE "captured_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outgoing_mails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_travel_settings" ADD CONSTRAINT "group_travel_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_announcements" ADD CONSTRAINT "newsletter_announcements_group_ticket_id_group_tickets_id_fk" FOREIGN KEY ("group_ticket_id") REFERENCES "public"."group_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listed_items" ADD CONSTRAINT "listed_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_reference_unique" ON "enquiries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "enquiries_status_created_idx" ON "enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_assigned_idx" ON "enquiries" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_confirm_unique" ON "newsletter_subscribers" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_unsubscribe_unique" ON "newsletter_subscribers" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status","confirm_expires_at");--> statement-breakpoint
CREATE INDEX "listed_items_kind_position_idx" ON "listed_items" USING btree ("kind","active","position");