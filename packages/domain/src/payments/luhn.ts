/**
 * Whether a card number's digits pass the Luhn check
 * (product/decisions-and-platform.md#payment-gateway: card numbers are checked before a token is
 * given): from the right, every second digit is doubled (less 9 above 9) and the sum is a multiple
 * of 10. Digits only; anything else fails.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}
