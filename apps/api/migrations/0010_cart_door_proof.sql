-- What the cart service verified of the ways into a restricted membership when a cart was saved
-- (issue 15 §2: the decoded employee id, the category a token named, the program identifier
-- given), so completion judges the membership's door again before anything is sold. Carts saved
-- before doors existed have none: a restricted membership in one is not sold.
ALTER TABLE carts ADD COLUMN door_proof jsonb;
