-- Photos of a returned part (the broken housing, the wrong connector), taken at the counter when
-- the return is registered or later: the part and vehicle photos' files and sizes (lib/images.ts),
-- kept under returns/{id}/ in the storage. `client_key` is the phone's own name for one photo, so
-- an upload sent again (a retry after a lost answer, a second tap) is stored once.
CREATE TABLE "sale_return_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL REFERENCES "sale_returns"("id"),
	"uploaded_by" integer REFERENCES "users"("id"),
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" integer NOT NULL DEFAULT 0,
	"client_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_return_images_client_key_unique" UNIQUE ("return_id", "client_key")
);--> statement-breakpoint
CREATE INDEX "sale_return_images_return_position_idx" ON "sale_return_images" USING btree ("return_id", "position");
