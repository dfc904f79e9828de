import type { TMenuItem, TMenuItemTranslations, TTranslatedRow, TTranslations } from '@mise/contracts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/input';
import { useLanguagesText } from './i18n';
import { LanguageSelect } from './language-select';
import {
  itemTranslationsKey,
  saveItemTranslations,
  useItemTranslations,
  useStoreLanguage,
} from './languages-api';
import { TranslationFields, withName } from './translation-fields';

type Part = 'variants' | 'addons' | 'groups';

/**
 * The item's names in other languages (issue 23): its own, its option groups', its variants' and
 * its addons', one language at a time; every language's edits are kept until Save sends them all.
 */
export function MenuItemTranslationsCard({ item }: { item: TMenuItem }) {
  const { t } = useLanguagesText();
  // The rows follow the item's options: a variant added or renamed shows here at once.
  const { data, isPending, isError, refetch } = useItemTranslations(item.id);
  const store = useStoreLanguage();
  const storeLanguage = store.data?.language ?? 'en';
  // Kept here, so a save (which reloads the names) leaves the owner in the language they were in.
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen && chosen !== storeLanguage ? chosen : LANGUAGES.find((l) => l !== storeLanguage)!;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages className="h-5 w-5 text-brand-700" aria-hidden /> {t('translations')}
        </CardTitle>
      </CardHeader>
      <CardBody>
        {isPending || store.isPending ? (
          <p role="status" className="text-sm text-stone-500">
            {t('loading')}
          </p>
        ) : isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-red-700">
            {t('loadFailed')}
            <Button variant="secondary" onClick={() => refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <TranslationsForm
            key={JSON.stringify(data)}
            itemId={item.id}
            saved={data}
            storeLanguage={storeLanguage}
            language={language}
            onLanguageChange={setChosen}
          />
        )}
      </CardBody>
    </Card>
  );
}

function TranslationsForm({
  itemId,
  saved,
  storeLanguage,
  language,
  onLanguageChange,
}: {
  itemId: number;
  saved: TMenuItemTranslations;
  storeLanguage: Language;
  language: Language;
  onLanguageChange: (language: Language) => void;
}) {
  const { t } = useLanguagesText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const [busy, setBusy] = useState(false);

  const setItemName = (_id: number, name: string) =>
    setDraft((d) => ({
      ...d,
      item: { ...d.item, translations: withName(d.item.translations, language, name) },
    }));
  const setOptionName = (part: Part) => (id: number, name: string) =>
    setDraft((d) => ({
      ...d,
      [part]: (d[part] as TTranslatedRow[]).map((row) =>
        row.id === id ? { ...row, translations: withName(row.translations, language, name) } : row,
      ),
    }));
  const values = (rows: TTranslatedRow[]) =>
    Object.fromEntries(rows.map((r) => [r.id, r.translations[language]?.title ?? '']));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const rows = (list: TTranslatedRow[]) =>
      list.map((r) => ({ id: r.id, translations: r.translations as TTranslations }));
    try {
      await saveItemTranslations(itemId, {
        item: draft.item.translations,
        variants: rows(draft.variants),
        addons: rows(draft.addons),
        groups: rows(draft.groups),
      });
      toast.success(t('translationsSaved'));
      await queryClient.invalidateQueries({ queryKey: itemTranslationsKey(itemId) });
    } catch {
      toast.error(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  const sections: Array<{ part: Part; heading: string }> = [
    { part: 'groups', heading: t('groupNames') },
    { part: 'variants', heading: t('variantNames') },
    { part: 'addons', heading: t('addonNames') },
  ];

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-stone-600">
        {t('translationsHelp', { language: LANGUAGE_NAMES[storeLanguage] })}
      </p>
      <Field label={t('translationLanguage')} className="max-w-xs">
        {(ids) => (
          <LanguageSelect
            {...ids}
            except={storeLanguage}
            value={language}
            onChange={(e) => onLanguageChange(e.target.value as Language)}
          />
        )}
      </Field>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-semibold text-stone-800">{t('itemName')}</legend>
        <TranslationFields
          rows={[draft.item]}
          language={language}
          values={values([draft.item])}
          onChange={setItemName}
        />
      </fieldset>
      {sections.map(({ part, heading }) =>
        draft[part].length > 0 ? (
          <fieldset key={part} className="space-y-2">
            <legend className="mb-2 text-sm font-semibold text-stone-800">{heading}</legend>
            <TranslationFields
              rows={draft[part]}
              language={language}
              values={values(draft[part])}
              onChange={setOptionName(part)}
            />
          </fieldset>
        ) : null,
      )}
      <Button type="submit" disabled={busy}>
        {t('saveTranslations')}
      </Button>
    </form>
  );
}
