-- Accounts that signed in correctly from an address: the per-address and per-account sign-in
-- ceilings do not apply to them there (only the per-account-and-address one does), so one person
-- typing wrong e-mails behind a yard's router does not lock out the others who use it every day.
CREATE TABLE IF NOT EXISTS "login_known_addresses" (
	"email" text NOT NULL,
	"address" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_pkey" PRIMARY KEY ("email", "address")
);
