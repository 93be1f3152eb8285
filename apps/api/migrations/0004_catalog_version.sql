-- The catalog's version: every write to the catalog bumps it, and each process's catalog cache
-- answers from memory only while the version it cached under is still current.
CREATE TABLE catalog_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);
