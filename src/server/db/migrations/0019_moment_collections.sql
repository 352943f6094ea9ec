CREATE TABLE "moment_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moment_saves" (
	"collection_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moment_saves_collection_id_post_id_pk" PRIMARY KEY("collection_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "moment_collections" ADD CONSTRAINT "moment_collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_saves" ADD CONSTRAINT "moment_saves_collection_id_moment_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."moment_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moment_saves" ADD CONSTRAINT "moment_saves_post_id_moment_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."moment_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moment_collections_owner_name_key" ON "moment_collections" USING btree ("owner_id","name");--> statement-breakpoint
CREATE INDEX "moment_saves_collection_idx" ON "moment_saves" USING btree ("collection_id","created_at","post_id");--> statement-breakpoint
CREATE INDEX "moment_saves_post_idx" ON "moment_saves" USING btree ("post_id");