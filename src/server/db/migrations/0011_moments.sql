CREATE TABLE "moment_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moment_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "moment_blocks_not_self" CHECK ("moment_blocks"."blocker_id" <> "moment_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "moment_follows" (
	"follower_id" uuid NOT NULL,
	"followee_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moment_follows_follower_id_followee_id_pk" PRIMARY KEY("follower_id","followee_id"),
	CONSTRAINT "moment_follows_not_self" CHECK ("moment_follows"."follower_id" <> "moment_follows"."followee_id")
);
--> statement-breakpoint
CREATE TABLE "moment_hides" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moment_hides_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "moment_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"post_id" uuid,
	"position" smallint DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poster_key" text,
	"hls_key" text,
	"files" text[] DEFAULT '{}'::text[] NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moment_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"place_slug" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"hot" double precision DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moment_posts_counts" CHECK ("moment_posts"."like_count" >= 0 and "moment_posts"."comment_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "moment_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moment_tags" (
	"tag" text PRIMARY KEY NOT NULL,
	"tag_key" text NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "moment_tags_posts" CHECK ("moment_tags"."posts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "moment_blocks" ADD CONSTRAINT "moment_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_blocks" ADD CONSTRAINT "moment_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_follows" ADD CONSTRAINT "moment_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_follows" ADD CONSTRAINT "moment_follows_followee_id_users_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_hides" ADD CONSTRAINT "moment_hides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_hides" ADD CONSTRAINT "moment_hides_post_id_moment_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."moment_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_media" ADD CONSTRAINT "moment_media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_media" ADD CONSTRAINT "moment_media_post_id_moment_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."moment_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_posts" ADD CONSTRAINT "moment_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_profiles" ADD CONSTRAINT "moment_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_reports" ADD CONSTRAINT "moment_reports_post_id_moment_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."moment_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_reports" ADD CONSTRAINT "moment_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moment_follows_followee_idx" ON "moment_follows" USING btree ("followee_id","created_at");--> statement-breakpoint
CREATE INDEX "moment_media_post_idx" ON "moment_media" USING btree ("post_id","position");--> statement-breakpoint
CREATE INDEX "moment_media_unused_idx" ON "moment_media" USING btree ("owner_id","created_at") WHERE "moment_media"."post_id" is null;--> statement-breakpoint
CREATE INDEX "moment_posts_author_idx" ON "moment_posts" USING btree ("author_id","created_at","id");--> statement-breakpoint
CREATE INDEX "moment_posts_created_idx" ON "moment_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "moment_posts_language_hot_idx" ON "moment_posts" USING btree ("language","hot","id");--> statement-breakpoint
CREATE INDEX "moment_posts_hot_idx" ON "moment_posts" USING btree ("hot","id");--> statement-breakpoint
CREATE INDEX "moment_posts_place_idx" ON "moment_posts" USING btree ("place_slug","created_at");--> statement-breakpoint
CREATE INDEX "moment_posts_search_trgm" ON "moment_posts" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "moment_reports_post_reporter_key" ON "moment_reports" USING btree ("post_id","reporter_id");--> statement-breakpoint
CREATE INDEX "moment_tags_key_trgm" ON "moment_tags" USING gin ("tag_key" gin_trgm_ops);