DROP INDEX "booking_inventory_day_idx";--> statement-breakpoint
CREATE INDEX "booking_inventory_search_idx" ON "booking_inventory" USING btree ("supplier","day","product","capacity","held","sold","price");--> statement-breakpoint
-- Holds update rows out of place (the search index covers the units): vacuum soon enough that most pages stay all-visible for index-only scans.
ALTER TABLE "booking_inventory" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
