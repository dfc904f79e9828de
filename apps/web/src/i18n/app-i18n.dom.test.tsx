import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { appI18n, defineCatalogue, pinLanguage, showLanguage, useCommonText } from './app-i18n';
import kitchenEnglish from './locales/en/kitchen.json';

/**
 * The staff app's language (issue 23): a feature's texts render in English on the first frame, the
 * page follows the language it is switched to (its catalogue fetched on demand, <html lang dir>
 * with it), the device remembers it for its next start, and every API call says it.
 */
const useSampleText = defineCatalogue('sample', { greeting: 'Hello {name}', cart: 'Cart' });

function Sample() {
  const { t } = useSampleText();
  const common = useCommonText();
  return (
    <div>
      <p>{t('greeting', { name: 'Ana' })}</p>
      <button type="button">{t('save')}</button>
      <span>{common.t('cancel')}</span>
    </div>
  );
}

/** A screen whose catalogue arrives with its code, as a lazy route's does. */
function Title({ useText }: { useText: ReturnType<typeof defineCatalogue> }) {
  const { t } = useText();
  return <h1>{t('title')}</h1>;
}

afterEach(async () => {
  cleanup();
  pinLanguage(null);
  localStorage.clear();
  await act(() => appI18n.changeLanguage('en'));
});

describe('the staff app’s language', () => {
  it('renders a feature’s English at once, with common words behind its own', () => {
    render(<Sample />);
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByText('Cancel')).toBeTruthy();
  });

  it('follows a change of language: texts, <html lang dir>, and the device remembers it', async () => {
    render(<Sample />);
    await act(async () => showLanguage('es'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeTruthy());
    expect(screen.getByText('Cancelar')).toBeTruthy();
    // A key the Spanish catalogue lacks (this sample has no Spanish file) falls back to English.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(STORAGE_KEYS.uiLanguage)).toBe('es');

    await act(async () => showLanguage('ar'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'حفظ' })).toBeTruthy());
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('turns a text drawn before its language’s catalogue arrived into that language when it does', async () => {
    await act(async () => showLanguage('de'));
    // The screen's code (and its English) arrives after the language was chosen, as on a start in German.
    render(<Title useText={defineCatalogue('kitchen', kitchenEnglish)} />);
    const { default: german } = await import('./locales/de/kitchen.json');
    expect(german.title).not.toBe(kitchenEnglish.title);
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe(german.title));
  });

  it('shows a guest-facing screen’s pinned language over the user’s, then goes back to the device’s', async () => {
    await act(async () => showLanguage('es'));
    await act(async () => pinLanguage('fr'));
    await waitFor(() => expect(appI18n.language).toBe('fr'));
    // The user's language arriving meanwhile neither replaces it nor becomes the device's.
    await act(async () => showLanguage('de'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(appI18n.language).toBe('fr');
    expect(localStorage.getItem(STORAGE_KEYS.uiLanguage)).toBe('es');
    await act(async () => pinLanguage(null));
    await waitFor(() => expect(appI18n.language).toBe('es'));
  });

  it('keeps a language forced on the device (the pseudo-locale runs) over the user’s own', async () => {
    localStorage.setItem(STORAGE_KEYS.uiLanguageOverride, 'en-XA');
    await act(async () => showLanguage('de'));
    expect(appI18n.language).toBe('en');
    expect(localStorage.getItem(STORAGE_KEYS.uiLanguage)).toBeNull();
  });

  it('says the language shown on every API call', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{}', { headers: { 'content-type': 'application/json' } }));
    await act(async () => showLanguage('fr'));
    await api.get('/anything');
    const headers = fetchSpy.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['accept-language']).toBe('fr');
    fetchSpy.mockRestore();
  });
});
