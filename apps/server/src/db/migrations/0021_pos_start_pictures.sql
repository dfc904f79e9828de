CREATE TABLE "pos_start_pictures" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"screen" text NOT NULL,
	"picture" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_start_pictures_tenant_id_user_id_screen_pk" PRIMARY KEY("tenant_id","user_id","screen")
);
--> statement-breakpoint
ALTER TABLE "pos_start_pictures" ADD CONSTRAINT "pos_start_pictures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_start_pictures" ADD CONSTRAINT "pos_start_pictures_user_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;