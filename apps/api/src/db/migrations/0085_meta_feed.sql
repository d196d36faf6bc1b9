-- The Meta catalogue feed (Facebook, Instagram and WhatsApp shops): each company's feed lives at
-- an address holding a secret of its own, so a slug (public, easy to guess) never opens it, and
-- a leaked address is closed by writing a new secret. 32 random bytes as base64url (43
-- characters): two version-4 UUIDs are 244 bits from the server's strong random source, hashed
-- to the same length the app writes when the address is regenerated.
CREATE FUNCTION "new_feed_token"() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT rtrim(translate(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'base64'), '+/', '-_'), '=')
$$;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "feed_token" text NOT NULL DEFAULT "new_feed_token"();--> statement-breakpoint
-- When the feed was last read and by what (Meta's fetcher names itself in its User-Agent), so
-- the settings screen can tell the yard that Commerce Manager is reading it. Written at most
-- every few minutes, never on every read.
ALTER TABLE "companies" ADD COLUMN "feed_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "feed_read_agent" text;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_feed_token_unique" ON "companies" ("feed_token");
