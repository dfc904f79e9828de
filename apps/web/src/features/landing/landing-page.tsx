import { Check, ChefHat, LayoutGrid, Mail, Menu, Radio, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/brand';
import { Button } from '../../components/ui/button';
import { useFormat } from '../../i18n/format';
import { useAppInfo } from '../app-info/use-app-info';
import { useLandingText } from './i18n';

const NAV = [
  { labelKey: 'navFeatures', href: '#features' },
  { labelKey: 'navPricing', href: '#pricing' },
  { labelKey: 'navContact', href: '#contact' },
];

const FEATURES = [
  { titleKey: 'featureMinimalUi', icon: LayoutGrid, textKey: 'featureMinimalUiText' },
  { titleKey: 'featurePos', icon: ChefHat, textKey: 'featurePosText' },
  { titleKey: 'featureLiveUpdates', icon: Radio, textKey: 'featureLiveUpdatesText' },
];

const PLAN_FEATURES = [
  'planUnlimitedOrders',
  'planMonthlyRenewals',
  'planUnlimitedDevices',
  'planLiveKitchenOrders',
];

export function LandingPage() {
  const { t } = useLandingText();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { data: info } = useAppInfo();
  const supportEmail = info?.supportEmail ?? 'support@mise.local';

  return (
    <div className="min-h-dvh bg-white">
      <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-5">
          <Link to="/" aria-label={t('home')}>
            <Logo />
          </Link>
          <nav
            className="hidden flex-1 items-center gap-6 text-sm font-medium text-stone-600 md:flex"
            aria-label={t('sections')}
          >
            {NAV.map((item) => (
              <a key={item.href} href={item.href} className="hover:text-stone-900">
                {t(item.labelKey)}
              </a>
            ))}
          </nav>
          <div className="ms-auto hidden items-center gap-2 md:flex">
            <Link to="/login">
              <Button variant="ghost">{t('login')}</Button>
            </Link>
            <Link to="/register">
              <Button>{t('getStarted')}</Button>
            </Link>
          </div>
          <button
            type="button"
            className="ms-auto rounded-lg p-2 text-stone-700 hover:bg-stone-100 md:hidden"
            onClick={() => setDrawerOpen(true)}
            aria-label={t('openMenu')}
          >
            <Menu className="h-6 w-6" />
          </button>
        </div>
      </header>

      {drawerOpen ? (
        <div className="fixed inset-0 z-50 md:hidden" role="dialog" aria-modal="true" aria-label={t('menu')}>
          <button
            type="button"
            className="absolute inset-0 bg-stone-950/40"
            onClick={() => setDrawerOpen(false)}
            aria-label={t('closeMenu')}
          />
          <div className="absolute top-0 end-0 flex h-full w-72 flex-col gap-1 bg-white p-5 shadow-xl">
            <div className="mb-4 flex items-center justify-between">
              <Logo />
              <button
                type="button"
                className="rounded-lg p-2 hover:bg-stone-100"
                onClick={() => setDrawerOpen(false)}
                aria-label={t('closeMenu')}
              >
                <X className="h-5 w-5" />
              </button>
            </div>
            {NAV.map((item) => (
              <a
                key={item.href}
                href={item.href}
                onClick={() => setDrawerOpen(false)}
                className="rounded-lg px-3 py-3 font-medium text-stone-700 hover:bg-stone-100"
              >
                {t(item.labelKey)}
              </a>
            ))}
            <div className="mt-auto grid gap-2">
              <Link to="/login" onClick={() => setDrawerOpen(false)}>
                <Button variant="outline" className="w-full">
                  {t('login')}
                </Button>
              </Link>
              <Link to="/register" onClick={() => setDrawerOpen(false)}>
                <Button className="w-full">{t('getStarted')}</Button>
              </Link>
            </div>
          </div>
        </div>
      ) : null}

      <section className="relative overflow-hidden">
        <div
          className="absolute inset-x-0 -top-40 h-96 bg-gradient-to-b from-brand-100/70 to-transparent"
          aria-hidden
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-5 py-20 md:grid-cols-2 md:py-28">
          <div>
            <p className="mb-4 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
              {t('heroBadge')}
            </p>
            <h1 className="text-4xl font-semibold tracking-tight text-stone-900 sm:text-5xl">
              {t('heroTitle')}
            </h1>
            <p className="mt-5 text-lg text-stone-600">{t('heroText')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/login">
                <Button size="lg">{t('getStarted')}</Button>
              </Link>
              <a href="#pricing">
                <Button size="lg" variant="outline">
                  {t('seePricing')}
                </Button>
              </a>
            </div>
          </div>
          <HeroPreview />
        </div>
      </section>

      <section id="features" className="scroll-mt-20 bg-stone-50 py-20">
        <div className="mx-auto max-w-6xl px-5">
          <h2 className="text-center text-3xl font-semibold tracking-tight text-stone-900">
            {t('featuresTitle')}
          </h2>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {FEATURES.map((feature) => (
              <article
                key={feature.titleKey}
                className="rounded-2xl border border-stone-200 bg-white p-6 shadow-xs"
              >
                <div className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <feature.icon className="h-6 w-6" aria-hidden />
                </div>
                <h3 className="mt-5 text-lg font-semibold text-stone-900">{t(feature.titleKey)}</h3>
                <p className="mt-2 text-stone-600">{t(feature.textKey)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section id="pricing" className="scroll-mt-20 py-20">
        <div className="mx-auto max-w-6xl px-5">
          <h2 className="text-center text-3xl font-semibold tracking-tight text-stone-900">
            {t('pricingTitle')}
          </h2>
          <p className="mt-3 text-center text-stone-600">{t('pricingText')}</p>
          <div className="mx-auto mt-10 max-w-sm rounded-3xl border border-stone-200 bg-white p-8 shadow-lg">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('monthly')}</p>
            <p className="mt-3 flex items-baseline gap-1">
              <span className="text-5xl font-semibold tracking-tight text-stone-900">{t('price')}</span>
              <span className="text-stone-500">{t('perMonth')}</span>
            </p>
            <ul className="mt-6 space-y-3">
              {PLAN_FEATURES.map((feature) => (
                <li key={feature} className="flex items-center gap-3 text-stone-700">
                  <Check className="h-5 w-5 text-emerald-700" aria-hidden />
                  {t(feature)}
                </li>
              ))}
            </ul>
            <Link to="/register" className="mt-8 block">
              <Button size="lg" className="w-full">
                {t('getStarted')}
              </Button>
            </Link>
          </div>
        </div>
      </section>

      <section id="contact" className="scroll-mt-20 bg-stone-900 py-16 text-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-5 text-center">
          <h2 className="text-2xl font-semibold">{t('contactTitle')}</h2>
          <p className="text-stone-300">{t('contactText')}</p>
          <a
            href={`mailto:${supportEmail}`}
            className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-2.5 font-medium text-stone-900 hover:bg-stone-100"
          >
            <Mail className="h-4 w-4" aria-hidden /> {t('contactUs')}
          </a>
        </div>
      </section>

      <footer className="border-t border-stone-200 py-8">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-5 text-sm text-stone-500">
          <Logo className="text-stone-700" />
          <nav className="flex gap-5" aria-label={t('legal')}>
            <a href="#privacy" className="hover:text-stone-800">
              {t('privacyPolicy')}
            </a>
            <a href="#refund" className="hover:text-stone-800">
              {t('refundPolicy')}
            </a>
            <a href="#terms" className="hover:text-stone-800">
              {t('terms')}
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** The preview's order: quantity and dish (catalogue keys). */
const PREVIEW_LINES = [
  [2, 'dishBurger'],
  [1, 'dishRisotto'],
  [3, 'dishLemonade'],
] as const;

/** A drawing of the POS screen, so the hero shows the product rather than stock imagery. */
function HeroPreview() {
  const { t } = useLandingText();
  const { money } = useFormat();
  const items = ['dishMargherita', 'dishBurger', 'dishRisotto', 'dishSalmon', 'dishTiramisu', 'dishLemonade'];
  return (
    <div
      className="rounded-3xl border border-stone-200 bg-white p-4 shadow-2xl ring-1 ring-stone-900/5"
      aria-hidden
    >
      <div className="flex gap-3">
        <div className="grid flex-[7] grid-cols-2 gap-2">
          {items.map((item, i) => (
            <div key={item} className="rounded-xl border border-stone-100 bg-stone-50 p-2.5">
              <div
                className={`h-14 rounded-lg ${['bg-brand-200', 'bg-amber-200', 'bg-emerald-200', 'bg-sky-200', 'bg-rose-200', 'bg-lime-200'][i]}`}
              />
              <p className="mt-2 text-xs font-medium text-stone-800">{t(item)}</p>
              <p className="text-[11px] text-stone-500">{money(800 + i * 250, 'USD')}</p>
            </div>
          ))}
        </div>
        <div className="flex flex-[3] flex-col rounded-xl bg-stone-50 p-3">
          <p className="text-xs font-semibold text-stone-800">{t('previewTable')}</p>
          {PREVIEW_LINES.map(([count, dish]) => (
            <p key={dish} className="mt-2 border-b border-stone-200 pb-2 text-[11px] text-stone-600">
              {t('previewLine', { count, dish: t(dish) })}
            </p>
          ))}
          <div className="mt-auto rounded-lg bg-brand-700 py-2 text-center text-[11px] font-semibold text-white">
            {t('sendToKitchen')}
          </div>
        </div>
      </div>
    </div>
  );
}
