CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"condition" text NOT NULL,
	"condition_hi" text NOT NULL,
	"quote" text NOT NULL,
	"quote_hi" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	CONSTRAINT "testimonials_rating_check" CHECK ("testimonials"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand after drizzle-kit: the home page shows the testimonials, so a change to them is a content change
-- (migration 0004) and every instance draws the home page again. A database made before this has none, and no
-- doctor featured (the home page takes the most experienced) until an admin chooses.
CREATE TRIGGER "testimonials_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "testimonials" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
