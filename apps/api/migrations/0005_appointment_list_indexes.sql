DROP INDEX "appointments_created_at_idx";--> statement-breakpoint
CREATE INDEX "appointments_patient_name_order_idx" ON "appointments" USING btree (lower("patient_name") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "appointments_reference_order_idx" ON "appointments" USING btree (lower("reference") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "appointments_email_order_idx" ON "appointments" USING btree (lower("email") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "appointments_department_order_idx" ON "appointments" USING btree (lower("department") COLLATE "C","id");--> statement-breakpoint
CREATE INDEX "appointments_visit_order_idx" ON "appointments" USING btree ("preferred_date",(CASE "preferred_time" WHEN '9:00 AM' THEN 540 WHEN '9:30 AM' THEN 570 WHEN '10:00 AM' THEN 600 WHEN '10:30 AM' THEN 630 WHEN '11:00 AM' THEN 660 WHEN '11:30 AM' THEN 690 WHEN '2:00 PM' THEN 840 WHEN '2:30 PM' THEN 870 WHEN '3:00 PM' THEN 900 WHEN '3:30 PM' THEN 930 WHEN '4:00 PM' THEN 960 WHEN '4:30 PM' THEN 990 WHEN '5:00 PM' THEN 1020 END),"id");--> statement-breakpoint
CREATE INDEX "appointments_status_order_idx" ON "appointments" USING btree ((CASE "status" WHEN 'cancelled' THEN 0 WHEN 'completed' THEN 1 WHEN 'confirmed' THEN 2 WHEN 'pending' THEN 3 END),"id");--> statement-breakpoint
CREATE INDEX "appointments_status_idx" ON "appointments" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "appointments_department_idx" ON "appointments" USING btree ("department","id");--> statement-breakpoint
CREATE INDEX "appointments_doctor_idx" ON "appointments" USING btree ("doctor_id","id");--> statement-breakpoint
CREATE INDEX "appointments_created_at_idx" ON "appointments" USING btree ("created_at","id");--> statement-breakpoint
-- Written by hand after drizzle-kit: the list's search (q, a part of the name, e-mail, phone, department or
-- reference) as trigram GIN indexes, one column for each expression the search compares (db/appointmentQuery.ts),
-- so a search reads the index rather than every row. Where pg_trgm can be had: PGlite loads it (db/client.ts),
-- Debian's PostgreSQL ships it (postgresql-contrib), and it is a trusted extension (PostgreSQL 13+), which a database
-- owner may create. Without it, or without the right to create it, the search still answers, reading the table.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX "appointments_search_trgm_idx" ON "appointments" USING gin (
      lower("patient_name") gin_trgm_ops,
      lower("email") gin_trgm_ops,
      lower("phone") gin_trgm_ops,
      lower("department") gin_trgm_ops,
      replace("reference", '-', '') gin_trgm_ops
    );
  ELSE
    RAISE NOTICE 'pg_trgm is not available: the appointments search reads the table';
  END IF;
EXCEPTION WHEN insufficient_privilege OR undefined_object THEN
  RAISE NOTICE 'pg_trgm could not be used (%): the appointments search reads the table', SQLERRM;
END
$$;
