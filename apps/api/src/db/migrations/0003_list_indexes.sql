DROP INDEX "parts_location_idx";--> statement-breakpoint
CREATE INDEX "parts_location_created_idx" ON "parts" USING btree ("location_id","created_at");--> statement-breakpoint
CREATE INDEX "parts_make_model_idx" ON "parts" USING btree ("make_id","model_id");--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "parts_years_idx" ON "parts" USING gin ("years");--> statement-breakpoint
CREATE INDEX "parts_ml_status_idx" ON "parts" USING btree ("ml_status");--> statement-breakpoint
CREATE INDEX "parts_marketplace_account_idx" ON "parts" USING btree ("marketplace_account_id");--> statement-breakpoint
CREATE INDEX "parts_created_by_idx" ON "parts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "parts_sale_price_idx" ON "parts" USING btree ("sale_price");--> statement-breakpoint
CREATE INDEX "parts_name_idx" ON "parts" USING btree ("name");