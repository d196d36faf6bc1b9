-- One row per client address, locked by every sign-in from that address while it counts and
-- records its attempt (docs/domain-rules.md, "Sign-in throttle"): a burst of sign-ins can no longer all read
-- the count before any of them has recorded a failure.
CREATE TABLE "login_throttles" (
	"address" text PRIMARY KEY NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","attempted_at");
