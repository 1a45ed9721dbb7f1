-- Lets one GIN index cover the country code and the trigram name keys (companies search).
CREATE EXTENSION IF NOT EXISTS btree_gin;
