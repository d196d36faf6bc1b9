-- Photos of a vehicle: the same files and sizes as part photos (lib/images.ts), kept
-- under vehicles/{id}/ in the storage. Position 0 is the cover shown in the Vehículos list.
CREATE TABLE "vehicle_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL REFERENCES "vehicles"("id") ON DELETE CASCADE,
	"uploaded_by" integer REFERENCES "users"("id"),
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" integer NOT NULL DEFAULT 0,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "vehicle_images_vehicle_position_idx" ON "vehicle_images" USING btree ("vehicle_id", "position");
