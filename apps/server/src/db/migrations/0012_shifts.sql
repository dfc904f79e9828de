CREATE TABLE "cash_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text,
	"created_by" integer,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"opening_float" integer NOT NULL,
	"opened_by" integer,
	"opened_by_name" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"cash_taken" integer,
	"cash_refunds" integer,
	"expected" integer,
	"counted" integer,
	"variance" integer,
	"counts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "is_cash" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_shift_id_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_movements_shift_idx" ON "cash_movements" USING btree ("tenant_id","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_movements_idempotency_idx" ON "cash_movements" USING btree ("tenant_id","idempotency_key") WHERE "cash_movements"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "shifts_tenant_opened_idx" ON "shifts" USING btree ("tenant_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shifts_one_open_per_tenant_idx" ON "shifts" USING btree ("tenant_id") WHERE "shifts"."closed_at" is null;--> statement-breakpoint
-- Payment types the store already named as cash count in the drawer from now on.
UPDATE "payment_types" SET "is_cash" = true WHERE lower("title") LIKE '%cash%';
