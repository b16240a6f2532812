CREATE TABLE "appointment_tallies" (
	"status" "appointment_status" NOT NULL,
	"department" text NOT NULL,
	"doctor_id" integer,
	"preferred_time" time_slot NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "appointment_tallies_key" UNIQUE NULLS NOT DISTINCT("status","department","doctor_id","preferred_time")
);
--> statement-breakpoint
-- Written by hand after drizzle-kit: every write to appointments, whoever makes it (either server, another instance,
-- a script or psql), adds its changes to the tallies in its own transaction. Once a statement, not once a row: the
-- statement's rows (its transition tables) are counted by combination and each combination's row is changed once, so
-- a bulk insert of 50,000 rows is a few hundred upserts. The combinations are upserted in the key's order, so two
-- statements changing several of them at once lock them in one order (no deadlock), and a concurrent booking of the
-- same combination waits for the other's commit and adds to it. A combination whose count falls to 0 is deleted.
CREATE FUNCTION "tally_appointments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "appointment_tallies";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "appointment_tallies" AS t ("status", "department", "doctor_id", "preferred_time", "count")
    SELECT "status", "department", "doctor_id", "preferred_time", count(*) FROM "new_rows"
    GROUP BY "status", "department", "doctor_id", "preferred_time"
    ORDER BY "status", "department", "doctor_id", "preferred_time"
    ON CONFLICT ("status", "department", "doctor_id", "preferred_time") DO UPDATE SET "count" = t."count" + excluded."count";
  ELSE
    -- An UPDATE counts its rows' new combinations in and their old ones out (an update that changes none of the four
    -- columns changes nothing here); a DELETE counts its rows out.
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO "appointment_tallies" AS t ("status", "department", "doctor_id", "preferred_time", "count")
      SELECT "status", "department", "doctor_id", "preferred_time", sum("n") FROM (
        SELECT "status", "department", "doctor_id", "preferred_time", 1 AS "n" FROM "new_rows"
        UNION ALL
        SELECT "status", "department", "doctor_id", "preferred_time", -1 FROM "old_rows"
      ) AS "change"
      GROUP BY "status", "department", "doctor_id", "preferred_time"
      HAVING sum("n") <> 0
      ORDER BY "status", "department", "doctor_id", "preferred_time"
      ON CONFLICT ("status", "department", "doctor_id", "preferred_time") DO UPDATE SET "count" = t."count" + excluded."count";
    ELSE
      INSERT INTO "appointment_tallies" AS t ("status", "department", "doctor_id", "preferred_time", "count")
      SELECT "status", "department", "doctor_id", "preferred_time", -count(*) FROM "old_rows"
      GROUP BY "status", "department", "doctor_id", "preferred_time"
      ORDER BY "status", "department", "doctor_id", "preferred_time"
      ON CONFLICT ("status", "department", "doctor_id", "preferred_time") DO UPDATE SET "count" = t."count" + excluded."count";
    END IF;
    DELETE FROM "appointment_tallies" AS t
    USING (SELECT DISTINCT "status", "department", "doctor_id", "preferred_time" FROM "old_rows") AS o
    WHERE t."count" = 0 AND t."status" = o."status" AND t."department" = o."department"
      AND t."doctor_id" IS NOT DISTINCT FROM o."doctor_id" AND t."preferred_time" = o."preferred_time";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- PostgreSQL lets a trigger with transition tables have one event only (and no column list): one trigger for each.
CREATE TRIGGER "appointments_tally_insert" AFTER INSERT ON "appointments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_appointments"();--> statement-breakpoint
CREATE TRIGGER "appointments_tally_update" AFTER UPDATE ON "appointments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_appointments"();--> statement-breakpoint
CREATE TRIGGER "appointments_tally_delete" AFTER DELETE ON "appointments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tally_appointments"();--> statement-breakpoint
CREATE TRIGGER "appointments_tally_truncate" AFTER TRUNCATE ON "appointments" FOR EACH STATEMENT EXECUTE FUNCTION "tally_appointments"();--> statement-breakpoint
-- The rows already there, counted after the triggers exist: creating them locked appointments against writes until
-- this migration's transaction commits, so no booking falls between this count and the triggers.
INSERT INTO "appointment_tallies" ("status", "department", "doctor_id", "preferred_time", "count")
SELECT "status", "department", "doctor_id", "preferred_time", count(*) FROM "appointments"
GROUP BY "status", "department", "doctor_id", "preferred_time";
