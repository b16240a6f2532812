CREATE TABLE "booking_lookup_misses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Edited by hand after drizzle-kit, which wrote ADD COLUMN ... NOT NULL: that fails on a database that already
-- holds appointments. The column comes in nullable, every appointment made before references existed gets one
-- (40 bits of gen_random_uuid's random bytes as Crockford base 32, as newBookingReference makes them; bytes 6 and 8
-- carry the UUID's version and variant bits, so they are skipped), any rare repeat is drawn again, and only then
-- is it NOT NULL and unique.
ALTER TABLE "appointments" ADD COLUMN "reference" text;--> statement-breakpoint
DO $$
BEGIN
  LOOP
    UPDATE "appointments" AS target
    SET "reference" = fresh."reference"
    FROM (
      SELECT drawn."id", 'CCH-' || substr(drawn."code", 1, 4) || '-' || substr(drawn."code", 5, 4) AS "reference"
      FROM (
        SELECT random_bytes."id",
          string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(random_bytes."bytes", position) & 31) + 1, 1), '' ORDER BY position) AS "code"
        FROM (
          SELECT pending."id", decode(replace(gen_random_uuid()::text, '-', ''), 'hex') AS "bytes"
          FROM "appointments" AS pending
          WHERE pending."reference" IS NULL
            OR EXISTS (SELECT 1 FROM "appointments" AS earlier WHERE earlier."reference" = pending."reference" AND earlier."id" < pending."id")
        ) AS random_bytes
        CROSS JOIN unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9]) AS position
        GROUP BY random_bytes."id"
      ) AS drawn
    ) AS fresh
    WHERE target."id" = fresh."id";
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "booking_lookup_misses_address_idx" ON "booking_lookup_misses" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_reference_key" ON "appointments" USING btree ("reference");
