-- A code goes to a number or, for e-mail verification, to an address.
ALTER TABLE "otp_challenges" RENAME COLUMN "phone" TO "destination";--> statement-breakpoint
DROP INDEX "otp_challenges_open_key";--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- E-mails that came from a provider which had verified them are verified; typed ones are not.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "email" IS NOT NULL AND EXISTS (SELECT 1 FROM "user_identities" i WHERE i."user_id" = "users"."id" AND i."email" = "users"."email");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "otp_challenges_open_key" ON "otp_challenges" USING btree ("purpose","destination") WHERE consumed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE email_verified_at is not null;