CREATE TABLE "sim_cancel_quotes" (
	"quote_key" text PRIMARY KEY NOT NULL,
	"order_key" text NOT NULL,
	"record" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_orders" (
	"order_key" text PRIMARY KEY NOT NULL,
	"supplier_code" text NOT NULL,
	"pnr" text NOT NULL,
	"client_reference" text,
	"status" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_seat_holds" (
	"order_key" text NOT NULL,
	"seat_key" text NOT NULL,
	"supplier_code" text NOT NULL,
	"leg_date" date NOT NULL,
	"seats" integer NOT NULL,
	"until" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "sim_seat_holds_order_key_seat_key_pk" PRIMARY KEY("order_key","seat_key"),
	CONSTRAINT "sim_seat_holds_seats_range" CHECK ("sim_seat_holds"."seats" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "sim_cancel_quotes" ADD CONSTRAINT "sim_cancel_quotes_order_key_sim_orders_order_key_fk" FOREIGN KEY ("order_key") REFERENCES "public"."sim_orders"("order_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sim_seat_holds" ADD CONSTRAINT "sim_seat_holds_order_key_sim_orders_order_key_fk" FOREIGN KEY ("order_key") REFERENCES "public"."sim_orders"("order_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sim_orders_pnr_unique" ON "sim_orders" USING btree ("supplier_code","pnr");--> statement-breakpoint
CREATE INDEX "sim_orders_reference_idx" ON "sim_orders" USING btree ("supplier_code","client_reference");--> statement-breakpoint
CREATE INDEX "sim_seat_holds_leg_idx" ON "sim_seat_holds" USING btree ("supplier_code","leg_date","seat_key");