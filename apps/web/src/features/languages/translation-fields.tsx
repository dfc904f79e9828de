import type { TTranslatedRow, TTranslations } from '@mise/contracts';
import { LANGUAGE_NAMES, type Language } from '@mise/domain';
import { Input } from '../../components/ui/input';
import { useLanguagesText } from './i18n';

/** One name per row in `language`: the store's own name beside its field, which shows it as a hint. */
export function TranslationFields({
  rows,
  language,
  values,
  onChange,
}: {
  rows: TTranslatedRow[];
  language: Language;
  values: Record<number, string>;
  onChange: (id: number, value: string) => void;
}) {
  const { t } = useLanguagesText();
  return (
    <ul className="space-y-2">
      {rows.map((row) => (
        <li
          key={row.id}
          className="grid items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]"
        >
          <span className="truncate text-sm text-stone-600" dir="auto">
            {row.title}
          </span>
          <Input
            value={values[row.id] ?? ''}
            onChange={(e) => onChange(row.id, e.target.value)}
            placeholder={row.title}
            maxLength={120}
            lang={language}
            dir="auto"
            aria-label={t('nameIn', { name: row.title, language: LANGUAGE_NAMES[language] })}
          />
        </li>
      ))}
    </ul>
  );
}

/** A row's translations with its name in `language` replaced (blank: removed). */
export function withName(translations: TTranslations, language: Language, name: string): TTranslations {
  const next = { ...translations };
  if (name.trim()) next[language] = { title: name.trim() };
  else delete next[language];
  return next;
}
