// 32 letters and digits without the look-alikes l, o, 0 and 1, so a byte's low five bits pick
// one evenly and the password can be read out over the phone.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 5;

/** A strong password such as «k7tmz-q2ahx-9wfre-bn4ps»: 100 random bits, easy to pass on. */
export function generatePassword(random: (bytes: Uint8Array) => Uint8Array = defaultRandom) {
  const bytes = random(new Uint8Array(GROUPS * GROUP_LENGTH));
  const chars = Array.from(bytes, (b) => ALPHABET[b & 31]);
  const groups: string[] = [];
  for (let i = 0; i < GROUPS; i++) {
    groups.push(chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''));
  }
  return groups.join('-');
}

function defaultRandom(bytes: Uint8Array): Uint8Array {
  return globalThis.crypto.getRandomValues(bytes);
}
