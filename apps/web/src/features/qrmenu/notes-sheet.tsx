import { NOTE_MAX_LENGTH } from '@mise/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BottomSheet } from './bottom-sheet';

/** Notes for the kitchen on one line (100 characters at most, spec 2 section 5). */
export function NotesSheet({
  line,
  onClose,
  onSave,
}: {
  line: { key: string; title: string; notes: string | null } | null;
  onClose: () => void;
  onSave: (key: string, notes: string) => void;
}) {
  const { t } = useTranslation('qrmenu');
  return (
    <BottomSheet
      open={line !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('notes')}
      description={line?.title}
    >
      {line ? (
        <NotesForm key={line.key} initial={line.notes ?? ''} onSave={(notes) => onSave(line.key, notes)} />
      ) : null}
    </BottomSheet>
  );
}

function NotesForm({ initial, onSave }: { initial: string; onSave: (notes: string) => void }) {
  const [notes, setNotes] = useState(initial);
  const { t } = useTranslation('qrmenu');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSave(notes);
      }}
      className="space-y-3"
    >
      <label className="block">
        <span className="sr-only">{t('notes')}</span>
        <textarea
          value={notes}
          onChange={(e) => setNotes(e.target.value.slice(0, NOTE_MAX_LENGTH))}
          maxLength={NOTE_MAX_LENGTH}
          rows={3}
          placeholder={t('notesPlaceholder')}
          className="w-full rounded-2xl border border-stone-300 p-3 text-base focus:border-brand-600"
        />
      </label>
      <p className="text-end text-xs text-stone-500">
        {t('notesCount', { count: notes.length, max: NOTE_MAX_LENGTH })}
      </p>
      <button
        type="submit"
        className="h-12 w-full rounded-2xl bg-brand-700 text-base font-semibold text-white"
      >
        {t('saveNotes')}
      </button>
    </form>
  );
}
