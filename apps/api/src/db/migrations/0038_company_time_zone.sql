-- The company's clock (docs/domain-rules.md, Companies): dates, times and the backup schedule are
-- shown on it. Mexico has several zones; a yard in Tijuana or Cancún is not on Mexico City's time.
-- Existing companies keep what the app showed until now.
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'America/Mexico_City' NOT NULL;
