-- Written by hand after drizzle-kit where marked (issue 25, the OPD on the day). The new statuses are added here and
-- named by no statement of this migration: PostgreSQL refuses a value added to an enum in the transaction that added
-- it, and the migrator applies every pending migration in one transaction.
ALTER TYPE "public"."appointment_status" ADD VALUE 'checked_in';--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'in_consultation';--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'no_show';--> statement-breakpoint
CREATE TABLE "queue_counters" (
	"doctor_id" integer NOT NULL,
	"date" date NOT NULL,
	"last_token" integer NOT NULL,
	CONSTRAINT "queue_counters_doctor_id_date_pk" PRIMARY KEY("doctor_id","date")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "token" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "walk_ins_per_session" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_counters" ADD CONSTRAINT "queue_counters_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The OPD's figures read the visits that checked in over this index (and the absent over appointments_status_idx).
CREATE INDEX "appointments_checked_in_idx" ON "appointments" USING btree ("doctor_id","department") WHERE "appointments"."checked_in_at" IS NOT NULL;--> statement-breakpoint
-- A token is given once per doctor and day: the queue_counters row is the first guard (upserted +1 in the check-in's
-- transaction), this index the last, whoever writes.
CREATE UNIQUE INDEX "appointments_doctor_day_token_key" ON "appointments" USING btree ("doctor_id","preferred_date","token") WHERE "appointments"."token" IS NOT NULL;--> statement-breakpoint
-- By hand: the list's sort by status (migration 0005) now ranks seven statuses. Its CASE on the enum would name the
-- new values, so the rank is an IMMUTABLE function comparing the status's text (appointmentKeys.ts's statusRankCase,
-- the contract's order by code point), and the index is made again on it; the list orders by the same call.
DROP INDEX "appointments_status_order_idx";--> statement-breakpoint
CREATE FUNCTION "appointment_status_rank"("status" "appointment_status") RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE "status"::text WHEN 'cancelled' THEN 0 WHEN 'checked_in' THEN 1 WHEN 'completed' THEN 2 WHEN 'confirmed' THEN 3 WHEN 'in_consultation' THEN 4 WHEN 'no_show' THEN 5 WHEN 'pending' THEN 6 END
$$;--> statement-breakpoint
CREATE INDEX "appointments_status_order_idx" ON "appointments" USING btree (appointment_status_rank("status"),"id");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_walk_ins_per_session_check" CHECK ("doctors"."walk_ins_per_session" BETWEEN 0 AND 200);;--> statement-breakpoint
-- By hand: a walk-in never takes a booked place of a slot. It is written in the slot under way of its session (to
-- count it among that session's walk-ins), so migration 0007's capacity check skips walk_in rows both ways: they
-- neither count among a slot's bookings nor are refused when the slot is full. The function is 0007's otherwise.
CREATE OR REPLACE FUNCTION "keep_slot_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      WHERE "doctor_id" IS NOT NULL AND "status" <> 'cancelled' AND NOT "walk_in") AS e;
  ELSE
    SELECT count(*), min(e."doctor_id"), min(e."preferred_date"), min(e."preferred_time") INTO "slots", "one_doctor", "one_day", "one_slot"
    FROM (SELECT DISTINCT n."doctor_id", n."preferred_date", n."preferred_time" FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
      WHERE n."doctor_id" IS NOT NULL AND n."status" <> 'cancelled' AND NOT n."walk_in"
        AND (o."status" = 'cancelled' OR o."doctor_id" IS DISTINCT FROM n."doctor_id" OR o."preferred_date" <> n."preferred_date" OR o."preferred_time" <> n."preferred_time")) AS e;
  END IF;
  IF "slots" = 0 THEN
    RETURN NULL;
  ELSIF "slots" = 1 THEN
    PERFORM pg_advisory_xact_lock_shared(0, 0);
    PERFORM pg_advisory_xact_lock("one_doctor", ("one_day" - DATE '2000-01-01') * 1440 + "slot_minute"("one_slot"));
    SELECT count(*) INTO "taken" FROM "appointments"
    WHERE "doctor_id" = "one_doctor" AND "preferred_date" = "one_day" AND "preferred_time" = "one_slot" AND "status" <> 'cancelled' AND NOT "walk_in";
    -- Every slot takes at least one patient: the session's capacity is looked up only past the first.
    "over" := "taken" > 1 AND "taken" > "slot_capacity"("one_doctor", "one_day", "one_slot");
  ELSE
    PERFORM pg_advisory_xact_lock(0, 0);
    -- Each entering slot counted over appointments_doctor_slot_idx, and its capacity looked up only when it holds more
    -- than one booking (every slot takes at least one).
    IF TG_OP = 'INSERT' THEN
      SELECT EXISTS (
        SELECT 1 FROM (SELECT DISTINCT "doctor_id", "preferred_date", "preferred_time" FROM "new_rows"
          WHERE "doctor_id" IS NOT NULL AND "status" <> 'cancelled' AND NOT "walk_in") AS e
        CROSS JOIN LATERAL (SELECT count(*) AS n FROM "appointments" AS a WHERE a."doctor_id" = e."doctor_id" AND a."preferred_date" = e."preferred_date"
          AND a."preferred_time" = e."preferred_time" AND a."status" <> 'cancelled' AND NOT a."walk_in") AS c
        WHERE c.n > 1 AND c.n > "slot_capacity"(e."doctor_id", e."preferred_date", e."preferred_time")
      ) INTO "over";
    ELSE
      SELECT EXISTS (
        SELECT 1 FROM (SELECT DISTINCT n."doctor_id", n."preferred_date", n."preferred_time" FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
          WHERE n."doctor_id" IS NOT NULL AND n."status" <> 'cancelled' AND NOT n."walk_in"
            AND (o."status" = 'cancelled' OR o."doctor_id" IS DISTINCT FROM n."doctor_id" OR o."preferred_date" <> n."preferred_date" OR o."preferred_time" <> n."preferred_time")) AS e
        CROSS JOIN LATERAL (SELECT count(*) AS n FROM "appointments" AS a WHERE a."doctor_id" = e."doctor_id" AND a."preferred_date" = e."preferred_date"
          AND a."preferred_time" = e."preferred_time" AND a."status" <> 'cancelled' AND NOT a."walk_in") AS c
        WHERE c.n > 1 AND c.n > "slot_capacity"(e."doctor_id", e."preferred_date", e."preferred_time")
      ) INTO "over";
    END IF;
  END IF;
  IF "over" THEN
    RAISE EXCEPTION 'The slot already holds as many patients as it takes' USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_slot_capacity';
  END IF;
  RETURN NULL;
END
$$;
