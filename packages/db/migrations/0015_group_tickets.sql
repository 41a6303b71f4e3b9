CREATE SEQUENCE "public"."group_ticket_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "group_tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text DEFAULT ('GT-' || nextval('group_ticket_reference_seq')::text) NOT NULL,
	"airline_id" uuid NOT NULL,
	"title" text,
	"trip_type" text NOT NULL,
	"origin" varchar(3) NOT NULL,
	"destination" varchar(3) NOT NULL,
	"departure_at" timestamp with time zone NOT NULL,
	"departure_date" date NOT NULL,
	"return_departure_at" timestamp with time zone,
	"return_date" date,
	"return_destination" varchar(3),
	"outbound_legs" jsonb NOT NULL,
	"return_legs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flight_numbers" text NOT NULL,
	"cabin_class" text NOT NULL,
	"carry_on_pieces" integer NOT NULL,
	"carry_on_kg" integer,
	"checked_pieces" integer NOT NULL,
	"checked_kg" integer,
	"seats_total" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"adult_net_minor" bigint NOT NULL,
	"adult_selling_minor" bigint NOT NULL,
	"child_net_minor" bigint NOT NULL,
	"child_selling_minor" bigint NOT NULL,
	"infant_net_minor" bigint NOT NULL,
	"infant_selling_minor" bigint NOT NULL,
	"booking_cutoff_at" timestamp with time zone NOT NULL,
	"refundable" boolean DEFAULT false NOT NULL,
	"change_penalty_note" text,
	"refund_penalty_note" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_tickets_seats_total_range" CHECK ("group_tickets"."seats_total" between 1 and 999),
	CONSTRAINT "group_tickets_seats_left_range" CHECK ("group_tickets"."seats_left" >= 0 and "group_tickets"."seats_left" <= "group_tickets"."seats_total"),
	CONSTRAINT "group_tickets_fares" CHECK ("group_tickets"."adult_net_minor" >= 0 and "group_tickets"."child_net_minor" >= 0 and "group_tickets"."infant_net_minor" >= 0
       and "group_tickets"."adult_selling_minor" >= "group_tickets"."adult_net_minor" and "group_tickets"."child_selling_minor" >= "group_tickets"."child_net_minor"
       and "group_tickets"."infant_selling_minor" >= "group_tickets"."infant_net_minor" and "group_tickets"."adult_selling_minor" between 1 and 1000000000000000),
	CONSTRAINT "group_tickets_cutoff_before_departure" CHECK ("group_tickets"."booking_cutoff_at" < "group_tickets"."departure_at"),
	CONSTRAINT "group_tickets_return_shape" CHECK (("group_tickets"."trip_type" = 'one_way' and "group_tickets"."return_departure_at" is null and "group_tickets"."return_date" is null and "group_tickets"."return_destination" is null)
       or ("group_tickets"."trip_type" = 'return' and "group_tickets"."return_departure_at" > "group_tickets"."departure_at" and "group_tickets"."return_date" is not null and "group_tickets"."return_destination" is not null)),
	CONSTRAINT "group_tickets_baggage" CHECK ("group_tickets"."carry_on_pieces" between 0 and 3 and "group_tickets"."checked_pieces" between 0 and 5
       and ("group_tickets"."carry_on_kg" is null or "group_tickets"."carry_on_kg" between 1 and 40) and ("group_tickets"."checked_kg" is null or "group_tickets"."checked_kg" between 1 and 50))
);
--> statement-breakpoint
ALTER TABLE "group_tickets" ADD CONSTRAINT "group_tickets_airline_id_airlines_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."airlines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_tickets" ADD CONSTRAINT "group_tickets_origin_airports_iata_code_fk" FOREIGN KEY ("origin") REFERENCES "public"."airports"("iata_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_tickets" ADD CONSTRAINT "group_tickets_destination_airports_iata_code_fk" FOREIGN KEY ("destination") REFERENCES "public"."airports"("iata_code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_tickets" ADD CONSTRAINT "group_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_tickets_reference_unique" ON "group_tickets" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "group_tickets_route_day_idx" ON "group_tickets" USING btree ("origin","destination","departure_date");--> statement-breakpoint
CREATE INDEX "group_tickets_departure_idx" ON "group_tickets" USING btree ("departure_at");--> statement-breakpoint
CREATE INDEX "group_tickets_airline_idx" ON "group_tickets" USING btree ("airline_id");