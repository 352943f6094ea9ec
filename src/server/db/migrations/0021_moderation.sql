CREATE TABLE "moderation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	"resolved_by" uuid,
	CONSTRAINT "moderation_reports_resolved" CHECK (("moderation_reports"."resolved_at" is null) = ("moderation_reports"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "moderation_restrictions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"until" timestamp with time zone,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_reports" ADD CONSTRAINT "moderation_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_restrictions" ADD CONSTRAINT "moderation_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_reports_item_reporter_key" ON "moderation_reports" USING btree ("item_kind","item_id","reporter_id");--> statement-breakpoint
CREATE INDEX "moderation_reports_open_idx" ON "moderation_reports" USING btree ("created_at") WHERE "moderation_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_reports_open_item_idx" ON "moderation_reports" USING btree ("item_kind","item_id") WHERE "moderation_reports"."resolved_at" is null;--> statement-breakpoint
-- Reports of posts filed before the queue existed join it, as open reports of the post's author.
INSERT INTO "moderation_reports" ("item_kind", "item_id", "author_id", "reporter_id", "reason", "note", "created_at")
SELECT 'post', r."post_id", p."author_id", r."reporter_id", r."reason", r."note", r."created_at"
FROM "moment_reports" r JOIN "moment_posts" p ON p."id" = r."post_id" WHERE r."resolved_at" IS NULL;--> statement-breakpoint
DROP TABLE "moment_reports" CASCADE;
