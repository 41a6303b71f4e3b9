ALTER TABLE "bookings" DROP CONSTRAINT "bookings_owner";--> statement-breakpoint
ALTER TABLE "booking_passengers" ALTER COLUMN "born_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ALTER COLUMN "gender" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ALTER COLUMN "nationality" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ALTER COLUMN "passport_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ALTER COLUMN "passport_country" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_passengers" ALTER COLUMN "passport_expires_on" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_imported_pnr_unique" ON "bookings" USING btree ("supplier_code","pnr") WHERE "bookings"."channel" = 'import';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner" CHECK ("bookings"."agency_id" is not null or "bookings"."customer_id" is not null or "bookings"."channel" in ('customer', 'offline'));