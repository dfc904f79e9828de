import { FolderOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm';
import { Dialog } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Field, Input } from '../../../components/ui/input';
import { EmptyState } from '../../../components/ui/states';
import { useFormat } from '../../../i18n/format';
import { DRAFT_REFERENCE_MAX_LENGTH, type Draft, draftItemCount } from '../drafts';
import { usePosText } from '../i18n';

/** Save Cart Items to Drafts: asks for the reference; `onSave` answers with an error text or null. */
export function SaveDraftDialog({
  onSave,
  onClose,
}: {
  onSave: (nameRef: string) => string | null;
  onClose: () => void;
}) {
  const { t } = usePosText();
  const [nameRef, setNameRef] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('saveCartToDrafts')}
      size="sm"
      onSubmit={() => setError(onSave(nameRef))}
    >
      <Field label={t('reference')} error={error}>
        {(ids) => (
          <Input
            {...ids}
            value={nameRef}
            maxLength={DRAFT_REFERENCE_MAX_LENGTH}
            onChange={(e) => setNameRef(e.target.value)}
            placeholder={t('referencePlaceholder')}
            autoFocus
          />
        )}
      </Field>
    </FormDialog>
  );
}

/** Drafts List: reference, item count and date, with load and delete, and Clear All. */
export function DraftsListDialog({
  drafts,
  onLoad,
  onDelete,
  onClearAll,
  onClose,
}: {
  drafts: readonly Draft[];
  onLoad: (draft: Draft) => void;
  onDelete: (draft: Draft) => void;
  onClearAll: () => void;
  onClose: () => void;
}) {
  const { t } = usePosText();
  const format = useFormat();
  const confirm = useConfirm();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('draftsList')}
      size="lg"
      footer={
        <>
          <Button
            variant="danger"
            className="me-auto"
            disabled={drafts.length === 0}
            onClick={async () => {
              if (
                await confirm({
                  message: t('confirmIrreversible'),
                  confirmLabel: t('clearAll'),
                })
              )
                onClearAll();
            }}
          >
            {t('clearAll')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('close')}
          </Button>
        </>
      }
    >
      {drafts.length === 0 ? (
        <EmptyState title={t('noDrafts')} description={t('noDraftsHint')} />
      ) : (
        <ul aria-label={t('drafts')} className="divide-y divide-stone-100">
          {drafts.map((draft) => {
            const count = draftItemCount(draft);
            return (
              <li key={draft.id} aria-label={draft.nameRef} className="flex items-center gap-3 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-stone-900">{draft.nameRef}</p>
                  <p className="text-xs text-stone-500">
                    {t('itemsCount', { count })} · {format.date(draft.date)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onLoad(draft)}
                  aria-label={t('loadNamed', { name: draft.nameRef })}
                >
                  <FolderOpen className="h-4 w-4" aria-hidden />
                  {t('load')}
                </Button>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  aria-label={t('deleteNamed', { name: draft.nameRef })}
                  onClick={() => onDelete(draft)}
                >
                  <Trash2 className="h-4 w-4 text-red-600" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
