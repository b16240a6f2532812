CREATE TYPE "public"."new_time_reason" AS ENUM('doctor_leave', 'opd_closed', 'hours_changed', 'doctor_retired');--> statement-breakpoint
CREATE TABLE "closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "closures_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "doctor_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "doctor_leave_range_check" CHECK ("doctor_leave"."to_date" >= "doctor_leave"."from_date")
);
--> statement-breakpoint
CREATE TABLE "doctor_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"doctor_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "doctor_sessions_weekday_check" CHECK ("doctor_sessions"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "doctor_sessions_start_check" CHECK ("doctor_sessions"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "doctor_sessions_end_check" CHECK ("doctor_sessions"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "doctor_sessions"."end_time" > "doctor_sessions"."start_time"),
	CONSTRAINT "doctor_sessions_slot_minutes_check" CHECK ("doctor_sessions"."slot_minutes" IN (10, 15, 20, 30)),
	CONSTRAINT "doctor_sessions_capacity_check" CHECK ("doctor_sessions"."capacity" BETWEEN 1 AND 20)
);
--> statement-breakpoint
DROP INDEX "appointments_doctor_slot_live_key";--> statement-breakpoint
DROP INDEX "appointments_visit_order_idx";--> statement-breakpoint
ALTER TABLE "appointment_tallies" ALTER COLUMN "preferred_time" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "preferred_time" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "needs_new_time" "new_time_reason";--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "doctor_leave" ADD CONSTRAINT "doctor_leave_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_sessions" ADD CONSTRAINT "doctor_sessions_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_leave_doctor_idx" ON "doctor_leave" USING btree ("doctor_id","to_date");--> statement-breakpoint
CREATE INDEX "doctor_sessions_doctor_idx" ON "doctor_sessions" USING btree ("doctor_id","weekday");--> statement-breakpoint
CREATE INDEX "appointments_doctor_slot_idx" ON "appointments" USING btree ("doctor_id","preferred_date","preferred_time") WHERE "appointments"."status" <> 'cancelled' AND "appointments"."doctor_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_needs_new_time_idx" ON "appointments" USING btree ("id") WHERE "appointments"."needs_new_time" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "appointments_visit_order_idx" ON "appointments" USING btree ("preferred_date",((split_part("preferred_time", ':', 1)::integer % 12) * 60 + split_part(split_part("preferred_time", ':', 2), ' ', 1)::integer + (CASE WHEN right("preferred_time", 2) = 'PM' THEN 720 ELSE 0 END)),"id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_preferred_time_check" CHECK ("appointments"."preferred_time" ~ '^(1[0-2]|[1-9]):[0-5][0-9] (AM|PM)$');--> statement-breakpoint
DROP TYPE "public"."time_slot";--> statement-breakpoint
-- Written by hand after drizzle-kit (issue 23): a slot takes as many patients as its doctor's session says, kept by
-- the database for every writer (a booking, a patient's move, staff reviving a cancelled booking, a script), on any
-- number of instances. The unique index above (one patient a slot) is gone; in its place, after each statement that
-- brings bookings into a doctor's slot (a new live booking; a move to another doctor, day or time; a cancelled one
-- made live again), the slot is locked, its live bookings counted and the statement refused when they are more than
-- the slot takes. The lock is a transaction's advisory lock on (doctor, minute since 2000-01-01 of the slot): a
-- second booking of the slot waits for the first to commit or roll back, then counts again; each statement of this
-- volatile function reads a fresh snapshot, so the count after the lock sees what the holder committed. A statement
-- bringing bookings into several slots at once (a seed, a bulk load) takes one exclusive lock of its own instead,
-- which single bookings hold shared: no lock table fills up with a hundred thousand slots.
CREATE FUNCTION "slot_minute"("slot" text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (split_part("slot", ':', 1)::integer % 12) * 60 + split_part(split_part("slot", ':', 2), ' ', 1)::integer + (CASE WHEN right("slot", 2) = 'PM' THEN 720 ELSE 0 END)
$$;--> statement-breakpoint
-- The places of a doctor's slot: the capacity of the weekly session that makes it (rules/timetable.ts's
-- slotCapacity); 1, as before timetables, for a slot no session makes (the API refuses those before they get here).
CREATE FUNCTION "slot_capacity"("doctor" integer, "day" date, "slot" text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT s."capacity" FROM "doctor_sessions" AS s
    CROSS JOIN LATERAL (SELECT "slot_minute"("slot") AS m,
      split_part(s."start_time", ':', 1)::integer * 60 + split_part(s."start_time", ':', 2)::integer AS a,
      split_part(s."end_time", ':', 1)::integer * 60 + split_part(s."end_time", ':', 2)::integer AS b) AS t
    WHERE s."doctor_id" = "doctor" AND s."weekday" = extract(isodow FROM "day")::integer
      AND t.m >= t.a AND t.m + s."slot_minutes" <= t.b AND (t.m - t.a) % s."slot_minutes" = 0
    ORDER BY s."id" LIMIT 1), 1)
$$;--> statement-breakpoint
CREATE FUNCTION "keep_slot_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "slots" integer;
  "one_doctor" integer;
  "one_day" date;
  "one_slot" text;
  "taken" bigint;
  "over" boolean;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), min(e."doctor_id"), min(e."preferred_date"), min(e."preferred_time") INTO "slots", "one_doctor", "one_day", "one_slot"
    FROM (SELECT DISTINCT "doctor_id", "preferred_date", "preferred_time" FROM "new_rows"
      WHERE "doctor_id" IS NOT NULL AND "status" <> 'cancelled') AS e;
  ELSE
    SELECT count(*), min(e."doctor_id"), min(e."preferred_date"), min(e."preferred_time") INTO "slots", "one_doctor", "one_day", "one_slot"
    FROM (SELECT DISTINCT n."doctor_id", n."preferred_date", n."preferred_time" FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
      WHERE n."doctor_id" IS NOT NULL AND n."status" <> 'cancelled'
        AND (o."status" = 'cancelled' OR o."doctor_id" IS DISTINCT FROM n."doctor_id" OR o."preferred_date" <> n."preferred_date" OR o."preferred_time" <> n."preferred_time")) AS e;
  END IF;
  IF "slots" = 0 THEN
    RETURN NULL;
  ELSIF "slots" = 1 THEN
    PERFORM pg_advisory_xact_lock_shared(0, 0);
    PERFORM pg_advisory_xact_lock("one_doctor", ("one_day" - DATE '2000-01-01') * 1440 + "slot_minute"("one_slot"));
    SELECT count(*) INTO "taken" FROM "appointments"
    WHERE "doctor_id" = "one_doctor" AND "preferred_date" = "one_day" AND "preferred_time" = "one_slot" AND "status" <> 'cancelled';
    -- Every slot takes at least one patient: the session's capacity is looked up only past the first.
    "over" := "taken" > 1 AND "taken" > "slot_capacity"("one_doctor", "one_day", "one_slot");
  ELSE
    PERFORM pg_advisory_xact_lock(0, 0);
    -- Each entering slot counted over appointments_doctor_slot_idx, and its capacity looked up only when it holds more
    -- than one booking (every slot takes at least one).
    IF TG_OP = 'INSERT' THEN
      SELECT EXISTS (
        SELECT 1 FROM (SELECT DISTINCT "doctor_id", "preferred_date", "preferred_time" FROM "new_rows"
          WHERE "doctor_id" IS NOT NULL AND "status" <> 'cancelled') AS e
        CROSS JOIN LATERAL (SELECT count(*) AS n FROM "appointments" AS a WHERE a."doctor_id" = e."doctor_id" AND a."preferred_date" = e."preferred_date"
          AND a."preferred_time" = e."preferred_time" AND a."status" <> 'cancelled') AS c
        WHERE c.n > 1 AND c.n > "slot_capacity"(e."doctor_id", e."preferred_date", e."preferred_time")
      ) INTO "over";
    ELSE
      SELECT EXISTS (
        SELECT 1 FROM (SELECT DISTINCT n."doctor_id", n."preferred_date", n."preferred_time" FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
          WHERE n."doctor_id" IS NOT NULL AND n."status" <> 'cancelled'
            AND (o."status" = 'cancelled' OR o."doctor_id" IS DISTINCT FROM n."doctor_id" OR o."preferred_date" <> n."preferred_date" OR o."preferred_time" <> n."preferred_time")) AS e
        CROSS JOIN LATERAL (SELECT count(*) AS n FROM "appointments" AS a WHERE a."doctor_id" = e."doctor_id" AND a."preferred_date" = e."preferred_date"
          AND a."preferred_time" = e."preferred_time" AND a."status" <> 'cancelled') AS c
        WHERE c.n > 1 AND c.n > "slot_capacity"(e."doctor_id", e."preferred_date", e."preferred_time")
      ) INTO "over";
    END IF;
  END IF;
  IF "over" THEN
    RAISE EXCEPTION 'The slot already holds as many patients as it takes' USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_slot_capacity';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_slot_capacity_insert" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_slot_capacity"();--> statement-breakpoint
CREATE TRIGGER "appointments_slot_capacity_update" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_slot_capacity"();--> statement-breakpoint
-- The doctors' pages show their hours, leave and the OPD's closures: a change to any of them is a content change
-- (migration 0004), so every instance draws those pages again.
CREATE TRIGGER "doctor_sessions_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctor_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();--> statement-breakpoint
CREATE TRIGGER "doctor_leave_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "doctor_leave" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();--> statement-breakpoint
CREATE TRIGGER "closures_content_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "closures" FOR EACH STATEMENT EXECUTE FUNCTION "note_content_change"();--> statement-breakpoint
-- A database that had bookings before timetables: every doctor gets the hours the doctors' pages stated (Mon-Fri
-- 09:00-12:00 and 14:00-17:30, Sat 09:00-14:00, half-hour slots, one patient each), so nothing booked is stranded.
-- An empty database (a new one) gets its timetables from the seed, or from the admin.
INSERT INTO "doctor_sessions" ("doctor_id", "weekday", "start_time", "end_time", "slot_minutes", "capacity")
SELECT d."id", s."weekday", s."start_time", s."end_time", 30, 1 FROM "doctors" AS d
CROSS JOIN (VALUES (1, '09:00', '12:00'), (1, '14:00', '17:30'), (2, '09:00', '12:00'), (2, '14:00', '17:30'), (3, '09:00', '12:00'), (3, '14:00', '17:30'),
  (4, '09:00', '12:00'), (4, '14:00', '17:30'), (5, '09:00', '12:00'), (5, '14:00', '17:30'), (6, '09:00', '14:00')) AS s("weekday", "start_time", "end_time")
ORDER BY d."id", s."weekday", s."start_time";
