/**
 * A small seeded generator of hostile request bodies, so a fuzz run is the same run every time
 * (and a failure can be replayed with its seed).
 */

/** mulberry32: tiny, fast and good enough to pick test cases. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ODD_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\u202eevil\u202c',
  '\u200f\u200eשלום',
  'مرحبا \u200fبالعالم',
  '🚀👨‍👩‍👧🏳️‍🌈',
  '\ufeffBOM',
  'zero\u200bwidth\u2060join',
  'e\u0301\u0301\u0301\u0301',
  '\u0007\u001b[31mred',
  '\u0085\u009b',
  '\r\n\t',
  '',
  ' ',
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%00%ff',
  '\\u0000',
  'ИнноПроверка',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
];

const ODD_NUMBERS: Json[] = [
  0,
  -1,
  -0,
  0.5,
  -2.5,
  1e-320,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  '2147483648',
  '1e3',
  '0x10',
  ' 42 ',
  'NaN',
  'Infinity',
  '-0',
  '1.5',
  '99999999999999999999999',
];

export const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1}}',
  '[1,2',
  'nul',
  'undefined',
  "{'a':1}",
  '{"a":1,}',
  '{"a":01}',
  '{"a":1e999999}',
  '"\\ud800"',
  '\ufeff{}',
  '{"a":"\\u00"}',
  '\u0000',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  'null',
  'true',
  '0',
  '""',
  '[]',
  '[{}]',
  ' ',
];

export const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'text/html',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json;;;',
  'application/vnd.api+json',
  'image/png',
  '*/*',
  '',
];

export class Fuzzer {
  readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  int(max: number): number {
    return Math.floor(this.next() * max);
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  oddString(): string {
    const roll = this.int(10);
    if (roll === 0) return this.pick(ODD_STRINGS).repeat(1 + this.int(20_000));
    if (roll === 1) return 'я'.repeat(5_000 + this.int(60_000));
    return this.pick(ODD_STRINGS);
  }

  oddNumber(): Json {
    return this.pick(ODD_NUMBERS);
  }

  /** A value of any JSON type, odd where it can be. */
  oddValue(): Json {
    switch (this.int(7)) {
      case 0:
        return null;
      case 1:
        return this.next() < 0.5;
      case 2:
        return this.oddNumber();
      case 3:
        return this.oddString();
      case 4:
        return [this.oddString(), this.oddNumber()];
      case 5:
        return { [this.oddString().slice(0, 50)]: this.oddString() };
      default:
        return [];
    }
  }

  /**
   * Objects and arrays within each other, deeper than any schema goes, as JSON text (building
   * it as a value would overflow JSON.stringify's own stack first).
   */
  nestedJson(depth = 50 + this.int(20_000)): string {
    let open = '';
    let close = '';
    for (let i = 0; i < depth; i++) {
      const isObject = this.next() < 0.5;
      open += isObject ? '{"a":' : '[';
      close = (isObject ? '}' : ']') + close;
    }
    return `${open}${JSON.stringify(this.oddValue())}${close}`;
  }

  /** The paths of every value in a payload, nested ones included. */
  paths(value: Json, prefix: string[] = []): string[][] {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value).flatMap(([key, v]) => [
      [...prefix, key],
      ...this.paths(v, [...prefix, key]),
    ]);
  }

  /** A copy of the payload with one value (chosen at random, or a new key) replaced. */
  replaceOne(base: { [key: string]: Json }, make: () => Json): Json {
    const copy = structuredClone(base);
    const paths = this.paths(copy);
    const path =
      paths.length && this.next() < 0.9 ? this.pick(paths) : [this.oddString().slice(0, 30)];
    let target = copy as { [key: string]: Json };
    for (const key of path.slice(0, -1)) target = target[key] as { [key: string]: Json };
    target[path.at(-1)!] = make();
    return copy;
  }
}
