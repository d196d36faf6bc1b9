-- Cash always goes into an open session of a register: every company gets «Caja 1» if it has no
-- register yet (a new company gets it when it is created).
INSERT INTO "cash_registers" ("company_id", "name")
SELECT c."id", 'Caja 1' FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "cash_registers" r WHERE r."company_id" = c."id")
ON CONFLICT DO NOTHING;
