import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@mise/domain';
import type { ComponentProps } from 'react';
import { Select } from '../../components/ui/input';

/** The supported languages, each in its own name (and marked as such for screen readers). */
export function LanguageOptions({ except }: { except?: Language }) {
  return LANGUAGES.filter((l) => l !== except).map((language) => (
    <option key={language} value={language} lang={language}>
      {LANGUAGE_NAMES[language]}
    </option>
  ));
}

export function LanguageSelect({
  except,
  children,
  ...props
}: ComponentProps<'select'> & { except?: Language }) {
  return (
    <Select {...props}>
      {children}
      <LanguageOptions except={except} />
    </Select>
  );
}
