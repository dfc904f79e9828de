import type { TTranslations } from '@mise/contracts';
import { LANGUAGE_NAMES, LANGUAGES } from '@mise/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { useLanguagesText } from './i18n';
import {
  categoryTranslationsKey,
  saveCategoryTranslations,
  useCategoryTranslations,
  useStoreLanguage,
} from './languages-api';
import { withName } from './translation-fields';

/** A category's names in the other languages (issue 23): a button in its row and a small dialog. */
export function CategoryTranslationsButton({ category }: { category: { id: number; title: string } }) {
  const { t } = useLanguagesText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        className="h-9 w-9 p-0"
        onClick={() => setOpen(true)}
        aria-label={t('translateCategory', { category: category.title })}
      >
        <Languages className="h-4 w-4" aria-hidden />
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('translations')}
        description={t('categoryNames', { category: category.title })}
      >
        {open ? <CategoryTranslationsForm id={category.id} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function CategoryTranslationsForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useLanguagesText();
  const { data, isPending, isError } = useCategoryTranslations(id);
  const store = useStoreLanguage();
  if (isPending || store.isPending)
    return (
      <p role="status" className="text-sm text-stone-500">
        {t('loading')}
      </p>
    );
  if (isError || !data) return <p className="text-sm text-red-700">{t('loadFailed')}</p>;
  return (
    <NamesForm
      id={id}
      title={data.title}
      saved={data.translations}
      storeLanguage={store.data?.language ?? 'en'}
      onDone={onDone}
    />
  );
}

function NamesForm({
  id,
  title,
  saved,
  storeLanguage,
  onDone,
}: {
  id: number;
  title: string;
  saved: TTranslations;
  storeLanguage: string;
  onDone: () => void;
}) {
  const { t } = useLanguagesText();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(saved);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await saveCategoryTranslations(id, draft);
      toast.success(t('translationsSaved'));
      await queryClient.invalidateQueries({ queryKey: categoryTranslationsKey(id) });
      onDone();
    } catch {
      toast.error(t('saveFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="space-y-3">
      {LANGUAGES.filter((l) => l !== storeLanguage).map((language) => (
        <Field key={language} label={<span lang={language}>{LANGUAGE_NAMES[language]}</span>}>
          {(ids) => (
            <Input
              {...ids}
              lang={language}
              dir="auto"
              maxLength={120}
              placeholder={title}
              value={draft[language]?.title ?? ''}
              onChange={(e) => setDraft((d) => withName(d, language, e.target.value))}
            />
          )}
        </Field>
      ))}
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('saveTranslations')}
        </Button>
      </div>
    </form>
  );
}
