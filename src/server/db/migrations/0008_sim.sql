CREATE TABLE "sim_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"sim_id" text NOT NULL,
	"type" text NOT NULL,
	"delivery" jsonb NOT NULL,
	"passports_sealed" text,
	"passports_masked" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"erase_after" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"esim_state" text,
	"smdp_address" text,
	"matching_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_orders_type" CHECK (type in ('physical', 'esim')),
	CONSTRAINT "sim_orders_esim_state" CHECK (esim_state is null or esim_state in ('pending', 'issued'))
);
--> statement-breakpoint
ALTER TABLE "sim_orders" ADD CONSTRAINT "sim_orders_order_id_booking_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."booking_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sim_orders_erase_idx" ON "sim_orders" USING btree ("erase_after") WHERE passports_sealed is not null;