CREATE TABLE "booking_price_floors" (
	"supplier" text NOT NULL,
	"product" text NOT NULL,
	"floor" integer NOT NULL,
	CONSTRAINT "booking_price_floors_supplier_product_pk" PRIMARY KEY("supplier","product")
);
--> statement-breakpoint
CREATE INDEX "booking_price_floors_rank_idx" ON "booking_price_floors" USING btree ("supplier","floor","product");--> statement-breakpoint
-- Stocking comes in bulk (a year of nights for every product): one statement trigger lowers each
-- product's floor once, in product order so concurrent stockers lock the floors alike. Rows an
-- `on conflict do nothing` skipped are not in "stocked".
CREATE FUNCTION "booking_price_floors_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "booking_price_floors" ("supplier", "product", "floor")
    SELECT "supplier", "product", min("price") FROM "stocked" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("supplier", "product") DO UPDATE SET "floor" = excluded."floor"
    WHERE excluded."floor" < "booking_price_floors"."floor";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_inventory_stocked" AFTER INSERT ON "booking_inventory"
  REFERENCING NEW TABLE AS "stocked" FOR EACH STATEMENT EXECUTE FUNCTION "booking_price_floors_stock"();
--> statement-breakpoint
-- Holds and confirmations update units, not prices: only a price cut below the floor moves it.
CREATE FUNCTION "booking_price_floors_cut"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "booking_price_floors" SET "floor" = NEW."price"
    WHERE "supplier" = NEW."supplier" AND "product" = NEW."product" AND "floor" > NEW."price";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "booking_inventory_price_cut" AFTER UPDATE OF "price" ON "booking_inventory"
  FOR EACH ROW WHEN (NEW."price" < OLD."price") EXECUTE FUNCTION "booking_price_floors_cut"();
--> statement-breakpoint
INSERT INTO "booking_price_floors" ("supplier", "product", "floor")
  SELECT "supplier", "product", min("price") FROM "booking_inventory" GROUP BY 1, 2;
