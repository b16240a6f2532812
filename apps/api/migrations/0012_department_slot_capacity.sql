-- Written by hand: a booking made for a department alone (no doctor chosen; the front desk gives it one on the day)
-- takes a place of the department's slot, kept by the database as migration 0007 keeps a doctor's.
-- The slot's places are the capacities of the department's doctors who work it that day added up (not retired, not on
-- leave, no closure: rules/departmentSlots.ts's departmentSlotPlaces), and they are held by the department's own
-- bookings and by those of its doctors who work then (never a walk-in or a cancelled one). After each statement that
-- brings doctor-less bookings into one slot (a booking, a move, a revived cancellation, a script's), the department's
-- slot is locked (a transaction's advisory lock on minus the department's id and the slot's minute since 2000-01-01,
-- beside 0007's locks on a doctor's id), counted, and the statement refused with 0007's appointments_slot_capacity
-- when it holds more than its places: every slot takes at least one, as in 0007. The lock is taken beside 0007's
-- shared one, so a bulk statement (0007's exclusive lock) waits for it. Places are a rule of booking, so only the days
-- to come are judged (a day gone is a record, which staff may correct; a demo clock set back by HOSPITAL_CLOCK_START is
-- not followed), and only a statement into one slot: one bringing doctor-less bookings into several at once is a seed
-- or a load of records kept elsewhere.
CREATE FUNCTION "department_slot_full"("wanted_department" text, "on_day" date, "at_slot" text) RETURNS boolean LANGUAGE sql STABLE AS $$
  WITH "working" AS (
    SELECT d."id", (
      SELECT s."capacity" FROM "doctor_sessions" AS s
      CROSS JOIN LATERAL (SELECT "slot_minute"("at_slot") AS m,
        split_part(s."start_time", ':', 1)::integer * 60 + split_part(s."start_time", ':', 2)::integer AS a,
        split_part(s."end_time", ':', 1)::integer * 60 + split_part(s."end_time", ':', 2)::integer AS b) AS t
      WHERE s."doctor_id" = d."id" AND s."weekday" = extract(isodow FROM "on_day")::integer
        AND t.m >= t.a AND t.m + s."slot_minutes" <= t.b AND (t.m - t.a) % s."slot_minutes" = 0
      ORDER BY s."id" LIMIT 1) AS "places"
    FROM "doctors" AS d JOIN "departments" AS dep ON dep."id" = d."department_id"
    WHERE lower(dep."name") = lower("wanted_department") AND NOT d."retired"
      AND NOT EXISTS (SELECT 1 FROM "doctor_leave" AS l WHERE l."doctor_id" = d."id" AND "on_day" BETWEEN l."from_date" AND l."to_date")
      AND NOT EXISTS (SELECT 1 FROM "closures" AS c WHERE c."date" = "on_day")
  ), "taken" AS (
    SELECT count(*) AS n FROM "appointments" AS a
    WHERE a."preferred_date" = "on_day" AND a."preferred_time" = "at_slot" AND a."status" <> 'cancelled' AND NOT a."walk_in"
      AND ((a."doctor_id" IS NULL AND lower(a."department") = lower("wanted_department"))
        OR a."doctor_id" IN (SELECT w."id" FROM "working" AS w WHERE w."places" IS NOT NULL))
  )
  SELECT t.n > 1 AND t.n > (SELECT coalesce(sum(w."places"), 0) FROM "working" AS w) FROM "taken" AS t
$$;--> statement-breakpoint
CREATE FUNCTION "keep_department_slot_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "slots" integer;
  "one_department" text;
  "one_day" date;
  "one_slot" text;
  -- The hospital's day (India, UTC+05:30 all year) by the database's clock.
  "today" date := (now() AT TIME ZONE 'Asia/Kolkata')::date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), min(e."department"), min(e."preferred_date"), min(e."preferred_time") INTO "slots", "one_department", "one_day", "one_slot"
    FROM (SELECT DISTINCT lower("department") AS "department", "preferred_date", "preferred_time" FROM "new_rows"
      WHERE "doctor_id" IS NULL AND "status" <> 'cancelled' AND NOT "walk_in" AND "preferred_date" >= "today") AS e;
  ELSE
    SELECT count(*), min(e."department"), min(e."preferred_date"), min(e."preferred_time") INTO "slots", "one_department", "one_day", "one_slot"
    FROM (SELECT DISTINCT lower(n."department") AS "department", n."preferred_date", n."preferred_time" FROM "new_rows" AS n JOIN "old_rows" AS o ON o."id" = n."id"
      WHERE n."doctor_id" IS NULL AND n."status" <> 'cancelled' AND NOT n."walk_in" AND n."preferred_date" >= "today"
        AND (o."status" = 'cancelled' OR o."doctor_id" IS NOT NULL OR lower(o."department") <> lower(n."department")
          OR o."preferred_date" <> n."preferred_date" OR o."preferred_time" <> n."preferred_time")) AS e;
  END IF;
  -- One slot: a booking, a move or a revival, as the API writes them. A statement bringing doctor-less bookings into
  -- several slots at once is a seed or a load of records kept elsewhere (past days the hospital ran on paper), which
  -- the department's places, a rule of booking, do not judge.
  IF "slots" <> 1 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(0, 0);
  -- Minus the department's id: a key no doctor's lock (a positive id) shares.
  PERFORM pg_advisory_xact_lock(
    coalesce((SELECT -d."id" FROM "departments" AS d WHERE lower(d."name") = "one_department" ORDER BY d."id" LIMIT 1), -2147483647),
    ("one_day" - DATE '2000-01-01') * 1440 + "slot_minute"("one_slot"));
  IF "department_slot_full"("one_department", "one_day", "one_slot") THEN
    RAISE EXCEPTION 'The department''s slot already holds as many patients as it takes' USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_slot_capacity';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_department_slot_capacity_insert" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_department_slot_capacity"();--> statement-breakpoint
CREATE TRIGGER "appointments_department_slot_capacity_update" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "keep_department_slot_capacity"();
