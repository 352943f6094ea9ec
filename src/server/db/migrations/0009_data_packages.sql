CREATE TABLE "data_topups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"carrier" text NOT NULL,
	"package" text NOT NULL,
	"amount" integer NOT NULL,
	"request_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"gateway_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_topups_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "data_topups_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "data_topups_status" CHECK (status in ('held', 'pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "data_topups" ADD CONSTRAINT "data_topups_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_topups_created_idx" ON "data_topups" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "data_topups_pending_idx" ON "data_topups" USING btree ("updated_at") WHERE status = 'pending';