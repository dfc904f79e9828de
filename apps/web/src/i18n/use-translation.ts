import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { I18n, TFunction } from './runtime';

/**
 * react-i18next's useTranslation, for the app's own runtime (runtime.ts): the texts of a namespace,
 * redrawn when the language changes or a catalogue arrives. `ready` says the namespace is in for
 * the language shown; until then `t` gives the English, and the namespace is fetched.
 */
let current: I18n | null = null;

/** The instance a `useTranslation()` without one reads: the one the page made last. */
export function setDefaultI18n(i18n: I18n) {
  current = i18n;
}

export function getI18n(): I18n | null {
  return current;
}

export function useTranslation(
  namespace?: string,
  options?: { i18n?: I18n },
): { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = options?.i18n ?? current;
  if (!i18n) throw new Error('useTranslation: no i18n instance was made');
  const ns = namespace ?? i18n.defaultNamespace;
  const version = useSyncExternalStore(i18n.subscribe, () => i18n.version);
  const ready = i18n.hasLoadedNamespace(ns);
  useEffect(() => {
    if (!ready) void i18n.loadNamespaces(ns);
  }, [i18n, ns, ready]);
  // A new `t` with each change, so that memoised screens draw the new texts too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: version is what changes the texts.
  const t = useMemo(() => i18n.getFixedT(null, ns), [i18n, ns, version]);
  return { t, i18n, ready };
}
