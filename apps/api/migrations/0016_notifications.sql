-- The portal's notifications (product/team-portal.md#notifications, docs/decisions/0025): what a
-- team member composed, to whom and when it goes, and each recipient once it went. Members get
-- theirs by email through the outbox; team members read theirs in the portal's inbox (the rows of
-- kind 'staff'). Every time is written from the app's clock.

CREATE TABLE staff_notifications (
  notification_id uuid PRIMARY KEY,
  mms_club_id text NOT NULL,
  target_kind text NOT NULL CHECK (target_kind IN ('newMembers', 'member', 'role')),
  target_member_id text,
  target_role text,
  -- How the manage page names the target, written when composed.
  target_label text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  send_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('scheduled', 'sent', 'cancelled')),
  created_by_staff_id uuid NOT NULL,
  created_by_name text NOT NULL,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by_name text,
  CHECK ((target_kind = 'member') = (target_member_id IS NOT NULL)),
  CHECK ((target_kind = 'role') = (target_role IS NOT NULL))
);
-- The delivery worker's question: which scheduled notifications are due.
CREATE INDEX staff_notifications_due ON staff_notifications (send_at) WHERE status = 'scheduled';
-- The manage page: a club's notifications, newest first.
CREATE INDEX staff_notifications_by_club ON staff_notifications (mms_club_id, created_at DESC);

-- One row per person a notification reached, written in the transaction that marks it sent. The
-- key makes a second delivery of one notification to one person impossible.
CREATE TABLE staff_notification_recipients (
  notification_id uuid NOT NULL REFERENCES staff_notifications (notification_id),
  recipient_key text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('member', 'staff')),
  member_id text,
  membership_id text,
  staff_id uuid,
  name text NOT NULL,
  email text,
  read_at timestamptz,
  PRIMARY KEY (notification_id, recipient_key),
  CHECK ((kind = 'staff') = (staff_id IS NOT NULL))
);
-- A team member's inbox.
CREATE INDEX staff_notification_inbox ON staff_notification_recipients (staff_id)
  WHERE kind = 'staff';
