/** The weights of the ABA routing number checksum, digit by digit. */
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/**
 * Whether a US bank routing number is valid (product/decisions-and-platform.md#payment-gateway:
 * bank payments check the routing number's checksum): nine digits whose sum weighted 3, 7, 1
 * repeating is a multiple of 10.
 */
export function isValidRoutingNumber(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  const sum = WEIGHTS.reduce(
    (total, weight, index) => total + weight * Number(routingNumber[index]),
    0,
  );
  return sum % 10 === 0;
}
