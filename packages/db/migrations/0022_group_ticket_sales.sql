CREATE TABLE "group_ticket_sales" (
	"order_key" text PRIMARY KEY NOT NULL,
	"group_ticket_id" uuid NOT NULL,
	"client_reference" text,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"currency" varchar(3) NOT NULL,
	"total_minor" bigint NOT NULL,
	"travellers" jsonb NOT NULL,
	"hold_until" timestamp with time zone,
	"void_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_ticket_sales_seats_range" CHECK ("group_ticket_sales"."seats" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "group_tickets" ADD COLUMN "airline_pnr" text;--> statement-breakpoint
ALTER TABLE "group_ticket_sales" ADD CONSTRAINT "group_ticket_sales_group_ticket_id_group_tickets_id_fk" FOREIGN KEY ("group_ticket_id") REFERENCES "public"."group_tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_ticket_sales_block_idx" ON "group_ticket_sales" USING btree ("group_ticket_id","status");--> statement-breakpoint
CREATE INDEX "group_ticket_sales_reference_idx" ON "group_ticket_sales" USING btree ("client_reference");