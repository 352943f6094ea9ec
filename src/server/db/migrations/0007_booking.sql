CREATE TABLE "booking_inventory" (
	"supplier" text NOT NULL,
	"product" text NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "booking_inventory_supplier_product_day_pk" PRIMARY KEY("supplier","product","day"),
	CONSTRAINT "booking_inventory_units" CHECK (held >= 0 and sold >= 0 and held + sold <= capacity),
	CONSTRAINT "booking_inventory_price" CHECK (price >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"reason" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"first_day" date NOT NULL,
	"days" integer NOT NULL,
	"quantity" integer NOT NULL,
	"travellers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid,
	"phone" text,
	"email" text,
	"contact_name" text,
	"locale" text NOT NULL,
	"state" text NOT NULL,
	"supplier" text NOT NULL,
	"quote" jsonb NOT NULL,
	"total" integer NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"payment_provider" text,
	"voucher" text,
	"voucher_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "booking_orders_voucher_unique" UNIQUE("voucher"),
	CONSTRAINT "booking_orders_state" CHECK (state in ('held', 'awaiting_payment', 'confirmed', 'expired', 'cancelled', 'refunded')),
	CONSTRAINT "booking_orders_total" CHECK (total >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"provider_transaction" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_order_events" ADD CONSTRAINT "booking_order_events_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_order_items" ADD CONSTRAINT "booking_order_items_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_orders" ADD CONSTRAINT "booking_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_inventory_day_idx" ON "booking_inventory" USING btree ("day","product");--> statement-breakpoint
CREATE INDEX "booking_order_events_order_idx" ON "booking_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "booking_order_items_order_idx" ON "booking_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "booking_orders_user_idx" ON "booking_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_orders_phone_idx" ON "booking_orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "booking_orders_held_idx" ON "booking_orders" USING btree ("hold_expires_at") WHERE state in ('held', 'awaiting_payment');--> statement-breakpoint
CREATE INDEX "booking_payments_order_idx" ON "booking_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_reference_key" ON "booking_payments" USING btree ("provider","reference");