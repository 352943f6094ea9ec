CREATE TABLE "booking_order_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"sent" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_terms_rules" (
	"supplier" text NOT NULL,
	"key" text NOT NULL,
	"rule" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_terms_rules_supplier_key_pk" PRIMARY KEY("supplier","key")
);
--> statement-breakpoint
DROP INDEX "booking_inventory_search_idx";--> statement-breakpoint
ALTER TABLE "booking_inventory" ADD COLUMN "stopped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_order_messages" ADD CONSTRAINT "booking_order_messages_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_order_messages_order_idx" ON "booking_order_messages" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "booking_orders_email_idx" ON "booking_orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "booking_orders_contact_name_idx" ON "booking_orders" USING btree (lower("contact_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "booking_inventory_search_idx" ON "booking_inventory" USING btree ("supplier","day","product","capacity","held","sold","price","stopped");