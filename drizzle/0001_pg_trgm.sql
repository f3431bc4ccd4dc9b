-- Trigram matching for typo-tolerant, case-insensitive search (product names, later users).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
