CREATE TABLE "moment_place_counts" (
	"place_slug" text PRIMARY KEY NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "moment_place_counts_posts" CHECK ("moment_place_counts"."posts" >= 0)
);
--> statement-breakpoint
-- Posts come and go in bulk (the demo seed, a user's cascade): statement triggers count each
-- statement's rows once per place, in place order so concurrent writers lock the counters alike.
CREATE FUNCTION "moment_place_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "moment_place_counts" ("place_slug", "posts")
      SELECT "place_slug", count(*) FROM "added" WHERE "place_slug" IS NOT NULL GROUP BY 1 ORDER BY 1
      ON CONFLICT ("place_slug") DO UPDATE SET "posts" = "moment_place_counts"."posts" + excluded."posts";
  ELSE
    PERFORM 1 FROM "moment_place_counts"
      WHERE "place_slug" IN (SELECT "place_slug" FROM "removed") ORDER BY "place_slug" FOR UPDATE;
    UPDATE "moment_place_counts" AS c SET "posts" = greatest(0, c."posts" - gone."posts")
      FROM (SELECT "place_slug", count(*) AS "posts" FROM "removed" WHERE "place_slug" IS NOT NULL GROUP BY 1) AS gone
      WHERE c."place_slug" = gone."place_slug";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "moment_posts_place_added" AFTER INSERT ON "moment_posts"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "moment_place_counts_move"();
--> statement-breakpoint
CREATE TRIGGER "moment_posts_place_removed" AFTER DELETE ON "moment_posts"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "moment_place_counts_move"();
--> statement-breakpoint
-- A post's place may change (none does today): only then, one row's move.
CREATE FUNCTION "moment_place_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "moment_place_counts" SET "posts" = greatest(0, "posts" - 1) WHERE "place_slug" = OLD."place_slug";
  IF NEW."place_slug" IS NOT NULL THEN
    INSERT INTO "moment_place_counts" ("place_slug", "posts") VALUES (NEW."place_slug", 1)
      ON CONFLICT ("place_slug") DO UPDATE SET "posts" = "moment_place_counts"."posts" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "moment_posts_place_changed" AFTER UPDATE OF "place_slug" ON "moment_posts"
  FOR EACH ROW WHEN (OLD."place_slug" IS DISTINCT FROM NEW."place_slug")
  EXECUTE FUNCTION "moment_place_counts_change"();
--> statement-breakpoint
INSERT INTO "moment_place_counts" ("place_slug", "posts")
  SELECT "place_slug", count(*) FROM "moment_posts" WHERE "place_slug" IS NOT NULL GROUP BY 1;
