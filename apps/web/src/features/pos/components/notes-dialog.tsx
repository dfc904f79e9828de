import { NOTE_MAX_LENGTH } from '@mise/domain';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field, Textarea } from '../../../components/ui/input';
import type { CartLine } from '../cart';
import { usePosText } from '../i18n';

/** Add Notes: a line's note for the kitchen, at most 100 characters (spec 1 section 5). */
export function NotesDialog({
  line,
  onSave,
  onClose,
}: {
  line: CartLine;
  onSave: (notes: string) => void;
  onClose: () => void;
}) {
  const { t } = usePosText();
  const [notes, setNotes] = useState(line.notes ?? '');
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('addNotes')}
      description={line.item.title}
      submitLabel={t('save')}
      onSubmit={() => onSave(notes)}
      size="sm"
    >
      <Field label={t('notes')} hint={t('notesHint', { count: notes.length, max: NOTE_MAX_LENGTH })}>
        {(ids) => (
          <Textarea
            {...ids}
            value={notes}
            maxLength={NOTE_MAX_LENGTH}
            onChange={(e) => setNotes(e.target.value.slice(0, NOTE_MAX_LENGTH))}
            onKeyDown={(e) => {
              // Enter saves (a note is one line for the kitchen ticket); Shift+Enter is a newline.
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            placeholder={t('notesPlaceholder')}
            autoFocus
          />
        )}
      </Field>
    </FormDialog>
  );
}
