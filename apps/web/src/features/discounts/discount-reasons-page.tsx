import { DiscountReasonBody, type TDiscountReason } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import {
  addDiscountReason,
  deleteDiscountReason,
  discountReasonsKey,
  updateDiscountReason,
  useDiscountReasons,
} from './api/discounts-api';
import { useDiscountsText } from './i18n';

/** Settings → Discount Reasons: the reasons staff choose from when they give a discount. */
export function DiscountReasonsPage() {
  const { t } = useDiscountsText();
  const query = useDiscountReasons();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TDiscountReason | 'new' | null>(null);

  return (
    <ListPage
      title={t('discountReasons')}
      description={t('discountReasonsDescription')}
      onNew={() => setEditing('new')}
      query={query}
      empty={{
        title: t('emptyTitle'),
        description: t('emptyDescription'),
      }}
      dialog={
        editing ? (
          <DiscountReasonDialog
            reason={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null
      }
    >
      {(reasons) => (
        <Table aria-label={t('discountReasonsTable')}>
          <THead>
            <tr>
              <TH className="w-14">#</TH>
              <TH>{t('reason')}</TH>
              <TH className="w-28 text-end">{t('actions')}</TH>
            </tr>
          </THead>
          <TBody>
            {reasons.map((reason, index) => (
              <TR key={reason.id}>
                <TD className="text-stone-500">{index + 1}</TD>
                <TD className="font-medium text-stone-900">{reason.title}</TD>
                <TD className="text-end whitespace-nowrap">
                  <RowActions
                    name={reason.title}
                    onEdit={() => setEditing(reason)}
                    onDelete={() =>
                      confirmedDelete({
                        remove: () => deleteDiscountReason(reason.id),
                        refresh: [discountReasonsKey],
                      })
                    }
                  />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
    </ListPage>
  );
}

function DiscountReasonDialog({ reason, onClose }: { reason: TDiscountReason | null; onClose: () => void }) {
  const { t } = useDiscountsText();
  const queryClient = useQueryClient();
  const form = useDialogForm<'title'>();
  const [title, setTitle] = useState(reason?.title ?? '');

  const onSubmit = async () => {
    const ok = await form.submit(DiscountReasonBody, { title }, () =>
      reason ? updateDiscountReason(reason.id, { title }) : addDiscountReason({ title }),
    );
    if (!ok) return;
    await queryClient.invalidateQueries({ queryKey: discountReasonsKey });
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={reason ? t('updateReason') : t('addReason')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('reason')}
        error={form.errorFor('title')}
        inputRef={form.register('title')}
        value={title}
        onValueChange={setTitle}
        placeholder={t('reasonPlaceholder')}
        autoFocus
      />
    </FormDialog>
  );
}
