DROP INDEX "moment_posts_author_idx";--> statement-breakpoint
CREATE INDEX "moment_posts_author_idx" ON "moment_posts" USING btree ("author_id","created_at","id","status");