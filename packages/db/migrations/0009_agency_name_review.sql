ALTER TABLE "agencies" ADD COLUMN "name_key" text GENERATED ALWAYS AS (lower(regexp_replace(regexp_replace(btrim(normalize(name, NFKC)), '[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]', '', 'g'), '\s+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "name_review" jsonb;--> statement-breakpoint
CREATE INDEX "agencies_name_key_idx" ON "agencies" USING btree ("name_key");