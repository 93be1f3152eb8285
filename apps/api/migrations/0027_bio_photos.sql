-- A bio's photo (docs/decisions/0037): the team member's draft one and the one a manager approved
-- with the rest of the bio, each with its type as read from its bytes. No photo: the avatar shows.
ALTER TABLE staff_bios
  ADD COLUMN draft_photo bytea,
  ADD COLUMN draft_photo_type text
    CHECK (draft_photo_type IN ('image/jpeg', 'image/png', 'image/webp')),
  ADD COLUMN published_photo bytea,
  ADD COLUMN published_photo_type text
    CHECK (published_photo_type IN ('image/jpeg', 'image/png', 'image/webp')),
  ADD CONSTRAINT staff_bios_draft_photo_typed
    CHECK ((draft_photo IS NULL) = (draft_photo_type IS NULL)),
  ADD CONSTRAINT staff_bios_published_photo_typed
    CHECK ((published_photo IS NULL) = (published_photo_type IS NULL));
