-- A return of a Mercado Libre sale line whose claim ended with the parcel delivered back to the
-- yard: Mercado Libre already decided it, so the return names that claim instead of a supervisor.
ALTER TABLE "sale_returns" ADD COLUMN "ml_claim_id" integer REFERENCES "ml_claims"("id");
