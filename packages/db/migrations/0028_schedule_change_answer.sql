ALTER TABLE "schedule_changes" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "schedule_changes" ADD COLUMN "answer_note" text;