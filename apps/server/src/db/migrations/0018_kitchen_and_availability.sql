CREATE TABLE "kitchen_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"waiting_minutes" integer NOT NULL,
	"late_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_availability" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"sold_out" boolean DEFAULT false NOT NULL,
	"count_left" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_availability_tenant_id_kind_target_id_pk" PRIMARY KEY("tenant_id","kind","target_id"),
	CONSTRAINT "menu_availability_kind_check" CHECK ("menu_availability"."kind" in ('item', 'variant', 'addon')),
	CONSTRAINT "menu_availability_count_check" CHECK ("menu_availability"."count_left" is null or "menu_availability"."count_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kitchen_settings" ADD CONSTRAINT "kitchen_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_availability" ADD CONSTRAINT "menu_availability_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;