-- The catalog is loaded once, into an empty database; this row says it was.
CREATE TABLE catalog_loads (
  id integer PRIMARY KEY CHECK (id = 1),
  loaded_at timestamptz NOT NULL DEFAULT now(),
  record_count integer NOT NULL
);

-- Clubs: the columns queries filter and sort on, and the whole record as the catalog gave it.
CREATE TABLE clubs (
  mms_club_id text PRIMARY KEY,
  name text NOT NULL,
  country text NOT NULL,
  state_abbr text NOT NULL,
  open_status text NOT NULL,
  club_type_id integer NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  domain_prefix text UNIQUE,
  record jsonb NOT NULL
);
