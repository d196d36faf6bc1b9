-- The seller model of a Mercado Libre account, read from its tags (GET /users/{id}, tag
-- user_product_seller) at authorisation and on every token refresh: a "user products" seller's
-- listings are created with family_name and never carry a title. Null: not read yet.
ALTER TABLE "marketplace_accounts" ADD COLUMN "user_product_seller" boolean;--> statement-breakpoint
ALTER TABLE "marketplace_accounts" ADD COLUMN "seller_tags_read_at" timestamp with time zone;--> statement-breakpoint
-- The ITEM_CONDITION values of a marketplace category (id and name), so a listing sends the
-- condition as a value id, as the category's attribute lists it.
ALTER TABLE "ml_categories" ADD COLUMN "condition_values" jsonb DEFAULT '[]'::jsonb NOT NULL;
