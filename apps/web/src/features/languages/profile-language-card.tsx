import { LANGUAGE_NAMES, type Language } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/input';
import { useLanguagesText } from './i18n';
import { LanguageSelect } from './language-select';
import { saveUserLanguage, userLanguageKey, useUserLanguage } from './languages-api';

/** The user's own language (issue 23), in their profile: it applies as soon as it is chosen. */
export function ProfileLanguageCard() {
  const { t } = useLanguagesText();
  const queryClient = useQueryClient();
  const { data } = useUserLanguage();
  const [busy, setBusy] = useState(false);

  async function choose(value: Language | '') {
    setBusy(true);
    try {
      const next = await saveUserLanguage({ language: value || null });
      queryClient.setQueryData(userLanguageKey, next);
      toast.success(t('languageSaved', { lng: next.effective }));
    } catch {
      toast.error(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages className="h-5 w-5 text-brand-700" aria-hidden /> {t('myLanguage')}
        </CardTitle>
      </CardHeader>
      <CardBody>
        <Field label={t('myLanguage')} hint={t('myLanguageHint')} className="max-w-sm">
          {(ids) => (
            <LanguageSelect
              {...ids}
              disabled={!data || busy}
              value={data?.language ?? ''}
              onChange={(e) => void choose(e.target.value as Language | '')}
            >
              <option value="">
                {t('storeDefault', { language: data ? LANGUAGE_NAMES[data.store_language] : '' })}
              </option>
            </LanguageSelect>
          )}
        </Field>
      </CardBody>
    </Card>
  );
}
