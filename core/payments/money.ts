/** Whole roubles as a provider's amount string: 7400 → "7400.00". */
export function providerAmount(amount: number, currency: string) {
  return { value: `${amount}.00`, currency };
}

/** The provider's amount string back in whole roubles, or null when it has kopecks or is odd. */
export function wholeAmount(value: string): number | null {
  const match = /^(\d+)\.00$/.exec(value);
  return match ? Number(match[1]) : null;
}
