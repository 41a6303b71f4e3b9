CREATE TABLE "images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"original_name" text NOT NULL,
	"source_mime" text NOT NULL,
	"source_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"stored_bytes" bigint NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"in_use_seen_at" timestamp with time zone,
	CONSTRAINT "images_size_positive" CHECK ("images"."width" > 0 and "images"."height" > 0 and cardinality("images"."widths") > 0)
);
--> statement-breakpoint
CREATE TABLE "page_header_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alt_en" text,
	"alt_ar" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"image_id" uuid NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"subtitle_en" text,
	"subtitle_ar" text,
	"link" text,
	"position" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_header_images" ADD CONSTRAINT "page_header_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_header_images" ADD CONSTRAINT "page_header_images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_banners" ADD CONSTRAINT "promo_banners_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_banners" ADD CONSTRAINT "promo_banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_created_idx" ON "images" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_header_images_kind_idx" ON "page_header_images" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "page_header_images_image_idx" ON "page_header_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "promo_banners_live_idx" ON "promo_banners" USING btree ("active","position");--> statement-breakpoint
CREATE INDEX "promo_banners_image_idx" ON "promo_banners" USING btree ("image_id");