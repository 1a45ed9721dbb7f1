const KOPECKS_PER_ROUBLE = 100;

// A no-break space groups the thousands: ICU's U+202F is missing from PT Sans.
const GROUP_SEPARATOR = '\u00a0';

export const toKopecks = (roubles: number) => Math.round(roubles * KOPECKS_PER_ROUBLE);

/** Money as Russian accounting papers write it: 740000 kopecks → «7 400,00». */
export function formatKopecks(kopecks: number): string {
  if (!Number.isSafeInteger(kopecks) || kopecks < 0) {
    throw new RangeError(`сумма в копейках должна быть целой и неотрицательной: ${kopecks}`);
  }
  const roubles = Math.floor(kopecks / KOPECKS_PER_ROUBLE);
  const grouped = String(roubles).replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR);
  return `${grouped},${String(kopecks % KOPECKS_PER_ROUBLE).padStart(2, '0')}`;
}

/** The VAT contained in a total that includes it: total × rate / (100 + rate), to the kopeck. */
export function includedVatKopecks(totalKopecks: number, ratePercent: number): number {
  return Math.round((totalKopecks * ratePercent) / (100 + ratePercent));
}
