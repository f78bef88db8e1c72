-- ClubKonnect, the second bills provider; priority 20, after VTpass on a tie. Its offers are
-- seeded with the catalogue (modules/catalogue/seed-offers.ts), which runs after migrations.
INSERT INTO bills_providers (name, priority) VALUES ('clubkonnect', 20) ON CONFLICT (name) DO NOTHING;
