import { describe, expect, it } from 'vitest';
import { formatMoney, groupThousands } from './currency';
import { isLanguage, isRtl, LANGUAGES, matchLanguage, translatedTitle } from './languages';

describe('languages (issue 23)', () => {
  it('are the seven the product speaks, Arabic right to left', () => {
    expect(LANGUAGES).toEqual(['en', 'es', 'fr', 'de', 'pt', 'ar', 'hi']);
    expect(LANGUAGES.filter(isRtl)).toEqual(['ar']);
    expect(isLanguage('es')).toBe(true);
    expect(isLanguage('it')).toBe(false);
    expect(isLanguage(null)).toBe(false);
  });

  it('match a browser’s preferences in its own order', () => {
    expect(matchLanguage(['es-ES', 'en-US'])).toBe('es');
    expect(matchLanguage(['it-IT', 'pt_BR', 'en'])).toBe('pt');
    expect(matchLanguage(['AR'])).toBe('ar');
    expect(matchLanguage(['it', 'nl'])).toBeNull();
    expect(matchLanguage([])).toBeNull();
  });

  it('name a row in a language, else by its own (the store’s) title', () => {
    const row = { title: 'Burger', translations: { es: { title: 'Hamburguesa' }, fr: { title: '  ' } } };
    expect(translatedTitle(row, 'es')).toBe('Hamburguesa');
    expect(translatedTitle(row, 'fr')).toBe('Burger');
    expect(translatedTitle(row, 'de')).toBe('Burger');
    expect(translatedTitle({ title: 'Soup' }, 'es')).toBe('Soup');
  });
});

describe('money in a language', () => {
  it('keeps the English form without a locale', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(-1250, 'USD')).toBe('-$12.50');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(-123456789012, 'USD')).toBe('-$1,234,567,890.12');
  });

  it('groups whole amounts as English writes them', () => {
    for (const whole of [0, 7, 99, 100, 999, 1000, 12345, 999999, 1000000, 90071992547409])
      expect(groupThousands(whole)).toBe(whole.toLocaleString('en'));
  });

  it('writes the store’s currency the language’s way, always with two decimals', () => {
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(plain(formatMoney(123450, 'USD', 'es'))).toBe('1234,50 $');
    expect(plain(formatMoney(123450, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1250, 'USD', 'en'))).toBe('$12.50');
    expect(formatMoney(1250, 'INR', 'hi')).toMatch(/12\.50/);
    expect(formatMoney(100000, 'JPY', 'en')).toBe('¥1,000.00');
  });
});
