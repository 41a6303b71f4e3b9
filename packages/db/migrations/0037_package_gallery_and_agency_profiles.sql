CREATE TABLE "travel_package_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"package_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alt_en" text,
	"alt_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travel_package_images_position_range" CHECK ("travel_package_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "agency_profiles" (
	"agency_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"phone" text,
	"email" text,
	"address" text,
	"website" text,
	"logo_image_id" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "travel_package_images" ADD CONSTRAINT "travel_package_images_package_id_travel_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."travel_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_package_images" ADD CONSTRAINT "travel_package_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_logo_image_id_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_profiles" ADD CONSTRAINT "agency_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_package_images_position_unique" ON "travel_package_images" USING btree ("package_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "travel_package_images_image_unique" ON "travel_package_images" USING btree ("package_id","image_id");--> statement-breakpoint
CREATE INDEX "travel_package_images_image_idx" ON "travel_package_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "agency_profiles_logo_idx" ON "agency_profiles" USING btree ("logo_image_id");