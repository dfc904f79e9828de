/** Currencies come from the runtime's ISO 4217 data, never a hand-written table. */
export interface CurrencyInfo {
  code: string;
  name: string;
  symbol: string;
}

let cached: CurrencyInfo[] | null = null;

// Building an Intl.NumberFormat costs ~0.1 ms; a POS grid formats hundreds of prices a second.
const symbols = new Map<string, string>();

export function currencySymbol(code: string, locale = 'en'): string {
  const key = `${locale}:${code}`;
  const known = symbols.get(key);
  if (known !== undefined) return known;
  const symbol = lookUpSymbol(code, locale);
  symbols.set(key, symbol);
  return symbol;
}

function lookUpSymbol(code: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((p) => p.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

export function listCurrencies(locale = 'en'): CurrencyInfo[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'currency' });
  cached = Intl.supportedValuesOf('currency').map((code) => ({
    code,
    name: names.of(code) ?? code,
    symbol: currencySymbol(code, locale),
  }));
  return cached;
}

export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

/**
 * "$12.50": two decimals with the store's currency symbol, as every screen and receipt shows amounts.
 * With a `locale` (issue 23), the same amount as that language writes it, still in the store's
 * currency and with two decimals: "12,50 $" in 'es', "١٢٫٥٠ US$" in 'ar'. Without one, the English
 * form above, which every screen not yet translated keeps.
 */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  if (locale) {
    const format = moneyFormat(locale, currency);
    if (format) return format.format(minor / 100);
  }
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = `${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return `${sign}${currencySymbol(currency)}${major}`;
}

/**
 * 1234567 → "1,234,567", as English groups a whole number's digits. toLocaleString('en') gave the
 * same but built a formatter at each call: a till's first screen formats a price for every dish.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const moneyFormats = new Map<string, Intl.NumberFormat | null>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      format = null;
    }
    moneyFormats.set(key, format);
  }
  return format;
}
