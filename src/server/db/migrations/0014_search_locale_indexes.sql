-- One trigram index per locale instead of the locale-led ones (btree_gin): a lookup no longer merges
-- the whole locale's row list into every trigram search (decision 0058).
DROP INDEX "search_entries_words_trgm";--> statement-breakpoint
DROP INDEX "search_entries_names_trgm";--> statement-breakpoint
CREATE INDEX "search_entries_words_trgm_vi" ON "search_entries" USING gin ("words_key" gin_trgm_ops) WHERE locale = 'vi';--> statement-breakpoint
CREATE INDEX "search_entries_names_trgm_vi" ON "search_entries" USING gin ("names_compact" gin_trgm_ops) WHERE locale = 'vi';--> statement-breakpoint
CREATE INDEX "search_entries_words_trgm_en" ON "search_entries" USING gin ("words_key" gin_trgm_ops) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_names_trgm_en" ON "search_entries" USING gin ("names_compact" gin_trgm_ops) WHERE locale = 'en';--> statement-breakpoint
CREATE INDEX "search_entries_words_trgm_zh" ON "search_entries" USING gin ("words_key" gin_trgm_ops) WHERE locale = 'zh';--> statement-breakpoint
CREATE INDEX "search_entries_names_trgm_zh" ON "search_entries" USING gin ("names_compact" gin_trgm_ops) WHERE locale = 'zh';