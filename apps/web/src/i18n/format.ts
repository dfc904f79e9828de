import { formatMoney } from '@mise/domain';
import { intlLocale } from './i18n';
import { useTranslation } from './use-translation';

/**
 * Amounts, numbers and dates in the language shown (issue 23), through Intl: money always in the
 * store's currency, only its writing follows the language ("12,50 $" in Spanish). Money itself is
 * packages/domain's formatMoney with a locale; this only supplies the locale.
 */
export interface Formatters {
  locale: string;
  /** Minor units (1250) → "12,50 $". */
  money: (minor: number, currency: string) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => string;
}

const cache = new Map<string, Formatters>();

export function formattersFor(language: string): Formatters {
  let formatters = cache.get(language);
  if (!formatters) {
    formatters = makeFormatters(language);
    cache.set(language, formatters);
  }
  return formatters;
}

function makeFormatters(language: string): Formatters {
  const locale = intlLocale(language);
  return {
    locale,
    // English keeps the spec's own writing of money ("$1,234.50", the symbol the spec lists).
    money: (minor, currency) => formatMoney(minor, currency, locale === 'en' ? undefined : locale),
    number: (value, options) => new Intl.NumberFormat(locale, options).format(value),
    date: (value, options = { dateStyle: 'medium', timeStyle: 'short' }) =>
      new Intl.DateTimeFormat(locale, options).format(typeof value === 'string' ? new Date(value) : value),
  };
}

/** The formatters of the language the page shows now (re-renders when it changes). */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language);
}
