import { describe, expect, it } from 'vitest';
import { createI18nNow } from './i18n';

/** Plain text skips the ICU formatter (a start-up cost); what a message says must not change. */
describe('messages through the i18n set-up', () => {
  const i18n = createI18nNow({
    language: 'en',
    namespaces: ['demo'],
    english: {
      demo: {
        plain: 'Send to Kitchen',
        symbols: 'Table #4 <b>now</b> 50% off — Chef’s pick',
        apostrophe: "Don't '{'braces'}' here, it''s fine",
        argument: 'Order for {table}',
        plural: '{count, plural, one {# order} other {# orders}}',
      },
    },
  });

  it('gives plain text as it is written, with or without values', () => {
    expect(i18n.t('demo:plain')).toBe('Send to Kitchen');
    expect(i18n.t('demo:plain', { count: 2 })).toBe('Send to Kitchen');
    expect(i18n.t('demo:symbols')).toBe('Table #4 <b>now</b> 50% off — Chef’s pick');
  });

  it('still reads quotes, arguments and plurals as ICU', () => {
    expect(i18n.t('demo:apostrophe')).toBe("Don't {braces} here, it's fine");
    expect(i18n.t('demo:argument', { table: 'Table 3' })).toBe('Order for Table 3');
    expect(i18n.t('demo:plural', { count: 1 })).toBe('1 order');
    expect(i18n.t('demo:plural', { count: 3 })).toBe('3 orders');
  });
});
