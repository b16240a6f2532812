CREATE TABLE "content_changes" (
	"collection" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Written by hand after drizzle-kit: every write to a table visitors' pages show counts itself here, in its own
-- transaction, whoever makes it (either server, another instance, a script or psql). Once a statement, not once a
-- row: a seed of a thousand rows is one change.
CREATE FUNCTION "note_content_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "content_changes" ("collection", "version", "changed_at") VALUES (TG_TABLE_NAME, 1, now())
  ON CONFLICT ("collection") DO UPDATE SET "version" = "content_changes"."version" + 1, "changed_at" = now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "doctors_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctors" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();--> statement-breakpoint
CREATE TRIGGER "departments_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();--> statement-breakpoint
CREATE TRIGGER "gallery_images_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_images" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();--> statement-breakpoint
CREATE TRIGGER "news_events_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "news_events" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();--> statement-breakpoint
CREATE TRIGGER "projects_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();--> statement-breakpoint
CREATE TRIGGER "tasks_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tasks" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();
