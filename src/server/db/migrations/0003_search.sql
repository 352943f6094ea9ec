-- Trigram indexes for search, led by the locale: pg_trgm and btree_gin ship with PostgreSQL and
-- with PGlite, and both are trusted extensions (the database owner may create them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "search_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"aliases" text[] NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"image" jsonb,
	"title_key" text NOT NULL,
	"aliases_key" text NOT NULL,
	"excerpt_key" text NOT NULL,
	"words_key" text NOT NULL,
	"names_compact" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_locale_url_key" ON "search_entries" USING btree ("locale","url");--> statement-breakpoint
CREATE INDEX "search_entries_source_idx" ON "search_entries" USING btree ("source");--> statement-breakpoint
CREATE INDEX "search_entries_words_trgm" ON "search_entries" USING gin ("locale", "words_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_entries_names_trgm" ON "search_entries" USING gin ("locale", "names_compact" gin_trgm_ops);