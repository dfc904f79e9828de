import { StoreSettingBody, type TStoreSetting, type TStoreSettingBody } from '@mise/contracts';
import { listCurrencies, listTimeZones } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Download, ExternalLink, QrCode } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input, Select, Textarea } from '../../components/ui/input';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { SwitchRow } from '../../components/ui/switch';
import { useFormat } from '../../i18n/format';
import { toastError } from '../../lib/toast';
import { StoreLanguageCard } from '../languages/store-language-card';
import { saveStoreSetting, storeSettingKey, useStoreSetting } from './api/store-setting-api';
import { useSettingsText } from './i18n';
import { downloadQrCode, qrDataUrl, qrFileName } from './qr-code';
import { StoreLogoCard } from './store-logo-card';

type FormField = 'storeName' | 'address' | 'email' | 'phone' | 'currency' | 'timezone';

/** The form's values: what the store-setting call takes, with every text as typed. */
interface StoreForm extends TStoreSettingBody {
  storeName: string;
  address: string;
  email: string;
  phone: string;
  currency: string;
  timezone: string;
  isQRMenuEnabled: boolean;
  isQROrderEnabled: boolean;
}

/** Store Details (spec 2 section 2.7): contact, currency, timezone, the QR menu and its code. */
export function StoreDetailsPage() {
  const { t } = useSettingsText();
  const { data, isPending, isError, refetch } = useStoreSetting();
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState message={t('errorLoading')} onRetry={() => refetch()} />;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <StoreDetailsForm key={JSON.stringify(data)} saved={data} />
      <div className="space-y-6">
        <QrMenuCard settings={data} />
        <StoreLogoCard settings={data} />
        <StoreLanguageCard />
      </div>
    </div>
  );
}

/** "Euro (€) · EUR"; the currency's name in the language shown (the list has the English one). */
function currencyLabel(c: { code: string; name: string; symbol: string }, names: Intl.DisplayNames | null) {
  const name = names?.of(c.code) ?? c.name;
  return c.symbol === c.code ? `${name} (${c.code})` : `${name} (${c.symbol}) · ${c.code}`;
}

function StoreDetailsForm({ saved }: { saved: TStoreSetting }) {
  const { t } = useSettingsText();
  const { locale } = useFormat();
  const queryClient = useQueryClient();
  const form = useDialogForm<FormField>();
  const [values, setValues] = useState<StoreForm>({
    storeName: saved.storeName,
    address: saved.address ?? '',
    email: saved.email ?? '',
    phone: saved.phone ?? '',
    currency: saved.currency,
    timezone: saved.timezone,
    isQRMenuEnabled: saved.isQRMenuEnabled,
    isQROrderEnabled: saved.isQROrderEnabled,
  });
  const set = (patch: Partial<StoreForm>) => setValues((v) => ({ ...v, ...patch }));

  const currencies = useMemo(() => listCurrencies(), []);
  const currencyNames = useMemo(
    () => (locale === 'en' ? null : new Intl.DisplayNames([locale], { type: 'currency' })),
    [locale],
  );
  // A zone this browser spells differently (Asia/Calcutta vs Asia/Kolkata) still shows as chosen.
  const timeZones = useMemo(() => {
    const zones = listTimeZones();
    return zones.includes(saved.timezone) ? zones : [saved.timezone, ...zones];
  }, [saved.timezone]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await form.submit(StoreSettingBody, values, () => saveStoreSetting(values));
    if (ok) await queryClient.invalidateQueries({ queryKey: storeSettingKey });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('storeDetails')}</CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('storeName')} error={form.errorFor('storeName')} className="sm:col-span-2">
              {(ids) => (
                <Input
                  {...ids}
                  ref={form.register('storeName')}
                  value={values.storeName}
                  onChange={(e) => set({ storeName: e.target.value })}
                  autoComplete="organization"
                />
              )}
            </Field>
            <Field label={t('address')} error={form.errorFor('address')} className="sm:col-span-2">
              {(ids) => (
                <Textarea
                  {...ids}
                  ref={form.register('address')}
                  rows={2}
                  value={values.address}
                  onChange={(e) => set({ address: e.target.value })}
                  autoComplete="street-address"
                />
              )}
            </Field>
            <Field label={t('email')} error={form.errorFor('email')}>
              {(ids) => (
                <Input
                  {...ids}
                  ref={form.register('email')}
                  type="email"
                  value={values.email}
                  onChange={(e) => set({ email: e.target.value })}
                  autoComplete="email"
                />
              )}
            </Field>
            <Field label={t('phone')} error={form.errorFor('phone')}>
              {(ids) => (
                <Input
                  {...ids}
                  ref={form.register('phone')}
                  type="tel"
                  value={values.phone}
                  onChange={(e) => set({ phone: e.target.value })}
                  autoComplete="tel"
                />
              )}
            </Field>
            <Field label={t('currency')} error={form.errorFor('currency')}>
              {(ids) => (
                <Select
                  {...ids}
                  ref={form.register('currency')}
                  value={values.currency}
                  onChange={(e) => set({ currency: e.target.value })}
                >
                  {currencies.map((c) => (
                    <option key={c.code} value={c.code}>
                      {currencyLabel(c, currencyNames)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('timezone')} error={form.errorFor('timezone')} hint={t('timezoneHint')}>
              {(ids) => (
                <Select
                  {...ids}
                  ref={form.register('timezone')}
                  value={values.timezone}
                  onChange={(e) => set({ timezone: e.target.value })}
                >
                  {timeZones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone.replaceAll('_', ' ')}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>

          <div className="divide-y divide-stone-100 rounded-xl border border-stone-200 px-4">
            <SwitchRow
              label={t('enableQrMenu')}
              description={t('enableQrMenuDescription')}
              checked={values.isQRMenuEnabled}
              onCheckedChange={(checked) => set({ isQRMenuEnabled: checked })}
            />
            <SwitchRow
              label={t('enableQrOrder')}
              description={
                values.isQRMenuEnabled ? t('enableQrOrderDescription') : t('enableQrOrderNeedsMenu')
              }
              checked={values.isQROrderEnabled}
              onCheckedChange={(checked) => set({ isQROrderEnabled: checked })}
            />
          </div>
          {form.formError ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {form.formError}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" loading={form.busy}>
              {t('save')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/** The public menu's QR code and link; shown once the saved settings have the QR menu on. */
function QrMenuCard({ settings }: { settings: TStoreSetting }) {
  const { t } = useSettingsText();
  const [preview, setPreview] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    if (!settings.isQRMenuEnabled) return;
    let current = true;
    qrDataUrl(settings.qrMenuUrl, 320).then(
      (url) => current && setPreview(url),
      () => current && setPreview(null),
    );
    return () => {
      current = false;
    };
  }, [settings.isQRMenuEnabled, settings.qrMenuUrl]);

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadQrCode(settings.qrMenuUrl, qrFileName(settings.storeName));
    } catch (error) {
      toastError(error, t('somethingWentWrong'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>{t('qrMenu')}</CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        {settings.isQRMenuEnabled ? (
          <>
            <div className="mx-auto flex aspect-square w-48 items-center justify-center rounded-xl border border-stone-200 bg-white p-2">
              {preview ? (
                <img src={preview} alt={t('qrCodeAlt')} className="h-full w-full" />
              ) : (
                <QrCode className="h-10 w-10 text-stone-300" aria-hidden />
              )}
            </div>
            <p className="text-center text-xs break-all text-stone-500">{settings.qrMenuUrl}</p>
            <div className="grid gap-2">
              <Button onClick={onDownload} loading={downloading}>
                <Download className="h-4 w-4" aria-hidden />
                {t('downloadQrCode')}
              </Button>
              <a
                href={settings.qrMenuUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
              >
                <ExternalLink className="h-4 w-4" aria-hidden />
                {t('viewDigitalMenu')}
              </a>
            </div>
          </>
        ) : (
          <p className="text-sm text-stone-500">{t('qrMenuDisabled')}</p>
        )}
      </CardBody>
    </Card>
  );
}
