-- The number a buyer reads and quotes (product/payment-and-confirmation.md#order-number): CJ- and
-- six digits, from a sequence in the order completions commit. It is not a key to the order:
-- reading an order still takes its random id and the buyer's proof. Orders completed before it
-- are numbered here, in no particular order, and their kept answers carry the number too.
CREATE SEQUENCE order_numbers;
ALTER TABLE orders ADD COLUMN order_number text UNIQUE;
UPDATE orders SET order_number = 'CJ-' || lpad(nextval('order_numbers')::text, 6, '0');
UPDATE orders SET answer = jsonb_set(answer, '{orderNumber}', to_jsonb(order_number));
ALTER TABLE orders ALTER COLUMN order_number SET NOT NULL;
