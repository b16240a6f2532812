CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"appointment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" IN ('confirmation', 'reminder', 'rescheduled', 'cancelled', 'needs_new_time')),
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" IN ('email', 'sms')),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" IN ('queued', 'sent', 'failed', 'cancelled', 'not_configured')),
	CONSTRAINT "messages_language_check" CHECK ("messages"."language" IN ('en', 'hi'))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminders_stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_due_at_idx" ON "messages" USING btree ("due_at","id");--> statement-breakpoint
CREATE INDEX "messages_appointment_idx" ON "messages" USING btree ("appointment_id","kind","status");--> statement-breakpoint
CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status","due_at","id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_language_check" CHECK ("appointments"."language" IN ('en', 'hi'));