CREATE TABLE "translations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"comment_id" uuid,
	"text_hash" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"text" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_one_original" CHECK (num_nonnulls("translations"."post_id", "translations"."comment_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "always_translate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_post_id_moment_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."moment_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "translations_post_key" ON "translations" USING btree ("post_id","target_language");--> statement-breakpoint
CREATE UNIQUE INDEX "translations_comment_key" ON "translations" USING btree ("comment_id","target_language");--> statement-breakpoint
CREATE INDEX "translations_text_idx" ON "translations" USING btree ("text_hash","target_language");