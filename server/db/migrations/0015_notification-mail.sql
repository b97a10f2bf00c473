CREATE TABLE "notification_choices" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	CONSTRAINT "notification_choices_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "notification_choices_channel" CHECK ("notification_choices"."channel" in ('in_app', 'email', 'digest'))
);
--> statement-breakpoint
CREATE TABLE "notification_mails" (
	"notification_id" integer NOT NULL,
	"channel" text NOT NULL,
	"user_id" integer NOT NULL,
	"enqueued_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"sent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "notification_mails_notification_id_channel_pk" PRIMARY KEY("notification_id","channel")
);
--> statement-breakpoint
ALTER TABLE "notification_choices" ADD CONSTRAINT "notification_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_mails_to_enqueue" ON "notification_mails" USING btree ("notification_id") WHERE "notification_mails"."enqueued_at" is null and "notification_mails"."channel" = 'email';--> statement-breakpoint
CREATE INDEX "notification_mails_digest_due" ON "notification_mails" USING btree ("user_id","notification_id") WHERE "notification_mails"."done_at" is null and "notification_mails"."channel" = 'digest';