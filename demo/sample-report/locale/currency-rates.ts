/**
 * Rough units of each currency per US dollar, only to give the sample company's figures a
 * plausible size in its own currency. Not for any calculation a customer relies on.
 */
const UNITS_PER_USD: Record<string, number> = Object.fromEntries(
  (
    'SHP 0.78|EUR 0.92|AED 3.67|AFN 70|XCD 2.7|ALL 92|AMD 390|AOA 910|ARS 1000|USD 1|AUD 1.52|' +
    'AWG 1.79|AZN 1.7|BAM 1.8|BBD 2|BDT 120|XOF 605|BHD 0.376|BIF 2900|BMD 1|BND 1.34|BOB 6.9|' +
    'BRL 5.5|BSD 1|BTN 84|NOK 10.8|BWP 13.6|BYN 3.3|BZD 2|CAD 1.37|CDF 2850|XAF 605|CHF 0.88|' +
    'NZD 1.68|CLP 940|CNY 7.2|COP 4100|CRC 510|CUP 24|CVE 101|XCG 1.79|CZK 23|DJF 178|DKK 6.9|' +
    'DOP 60|DZD 134|EGP 49|MAD 9.9|ERN 15|ETB 120|FJD 2.25|FKP 0.78|GBP 0.78|GEL 2.7|GHS 15|' +
    'GIP 0.78|GMD 70|GNF 8600|GTQ 7.7|GYD 209|HKD 7.8|HNL 25|HTG 132|HUF 360|IDR 16000|ILS 3.7|' +
    'INR 84|IQD 1310|IRR 42000|ISK 138|JMD 157|JOD 0.71|JPY 150|KES 129|KGS 87|KHR 4050|' +
    'KMF 455|KPW 900|KRW 1380|KWD 0.307|KYD 0.83|KZT 490|LAK 21800|LBP 89500|LKR 300|LRD 190|' +
    'LSL 18|LYD 4.8|MDL 17.8|MGA 4600|MKD 57|MMK 2100|MNT 3400|MOP 8|MRU 40|MUR 46|MVR 15.4|' +
    'MWK 1730|MXN 18|MYR 4.4|MZN 64|NAD 18|XPF 110|NGN 1550|NIO 36.7|NPR 135|OMR 0.385|PAB 1|' +
    'PGK 4|PHP 57|PKR 280|PLN 3.9|PYG 7800|QAR 3.64|RON 4.6|RSD 108|RUB 90|RWF 1400|SAR 3.75|' +
    'SBD 8.4|SCR 14|SDG 600|SEK 10.6|SGD 1.34|SLE 22.5|SOS 570|SRD 35|SSP 4000|STN 22.7|' +
    'SYP 13000|SZL 18|THB 34|TJS 10.7|TMT 3.5|TND 3.1|TOP 2.35|TRY 38|TTD 6.8|TWD 32|TZS 2600|' +
    'UAH 41|UGX 3700|UYU 40|UZS 12700|VES 90|VND 25500|VUV 120|WST 2.75|YER 250|ZAR 18|' +
    'ZMW 27|ZWG 27'
  )
    .split('|')
    .map((pair) => {
      const [code = '', rate = '1'] = pair.split(' ');
      return [code, Number(rate)];
    }),
);

/** The currency the report uses: the country's own when its rate is known, else US dollars. */
export function reportCurrency(code: string | undefined): { code: string; unitsPerUsd: number } {
  const rate = code ? UNITS_PER_USD[code] : undefined;
  return rate ? { code: code as string, unitsPerUsd: rate } : { code: 'USD', unitsPerUsd: 1 };
}
