import type { TStoreLanguage } from '@mise/contracts';
import type { Language } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/input';
import { useLanguagesText } from './i18n';
import { LanguageSelect } from './language-select';
import { saveStoreLanguage, storeLanguageKey, userLanguageKey, useStoreLanguage } from './languages-api';

/** The store's language and its receipts' (issue 23), in Store Details. */
export function StoreLanguageCard() {
  const { t } = useLanguagesText();
  const { data, isError, refetch } = useStoreLanguage();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages className="h-5 w-5 text-brand-700" aria-hidden /> {t('languageSettings')}
        </CardTitle>
      </CardHeader>
      <CardBody>
        {data ? (
          <StoreLanguageForm key={JSON.stringify(data)} saved={data} />
        ) : isError ? (
          <Button variant="outline" onClick={() => refetch()}>
            {t('retry')}
          </Button>
        ) : (
          <p role="status" className="text-sm text-stone-500">
            {t('loading')}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

function StoreLanguageForm({ saved }: { saved: TStoreLanguage }) {
  const { t } = useLanguagesText();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>(saved.language);
  const [receipt, setReceipt] = useState<Language | ''>(saved.receipt_language ?? '');
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await saveStoreLanguage({ language, receipt_language: receipt || null });
      toast.success(t('languageSaved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: storeLanguageKey }),
        // A user without a language of their own follows the store's.
        queryClient.invalidateQueries({ queryKey: userLanguageKey }),
      ]);
    } catch {
      toast.error(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <Field label={t('storeLanguage')} hint={t('storeLanguageHint')}>
        {(ids) => (
          <LanguageSelect
            {...ids}
            value={language}
            onChange={(e) => setLanguage(e.target.value as Language)}
          />
        )}
      </Field>
      <Field label={t('receiptLanguage')}>
        {(ids) => (
          <LanguageSelect
            {...ids}
            value={receipt}
            onChange={(e) => setReceipt(e.target.value as Language | '')}
          >
            <option value="">{t('sameAsStore')}</option>
          </LanguageSelect>
        )}
      </Field>
      <Button type="submit" disabled={busy}>
        {t('saveLanguages')}
      </Button>
    </form>
  );
}
