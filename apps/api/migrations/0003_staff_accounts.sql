ALTER TYPE "public"."user_role" ADD VALUE 'reception';--> statement-breakpoint
-- Edited by hand after drizzle-kit, which wrote ADD COLUMN "display_name" text NOT NULL: that fails on a database
-- that already holds users. The column comes in nullable, each existing account is named by its username (an admin
-- renames it in the Staff tab), and only then is it NOT NULL.
ALTER TABLE "users" ADD COLUMN "display_name" text;--> statement-breakpoint
UPDATE "users" SET "display_name" = "username";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "display_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;
