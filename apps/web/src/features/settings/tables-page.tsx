import { StoreTableBody, type TStoreTable } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Armchair, Layers, QrCode } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input, TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { toastError } from '../../lib/toast';
import { getStoreSetting, storeSettingKey } from './api/store-setting-api';
import {
  addStoreTable,
  deleteStoreTable,
  storeTablesKey,
  updateStoreTable,
  useStoreTables,
} from './api/store-tables-api';
import { useSettingsText } from './i18n';
import { downloadQrCode, qrFileName, tableMenuUrl } from './qr-code';

/** Store Tables (spec 2 section 2.7): cards, add and update dialogs, delete and each table's QR code. */
export function TablesPage() {
  const { t } = useSettingsText();
  const query = useStoreTables();
  const queryClient = useQueryClient();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TStoreTable | 'new' | null>(null);

  const onDownloadQr = async (table: TStoreTable) => {
    try {
      // Always the saved state: a link is only useful once the QR menu is really on.
      const store = await queryClient.fetchQuery({
        queryKey: storeSettingKey,
        queryFn: getStoreSetting,
        staleTime: 0,
      });
      if (!store.isQRMenuEnabled) {
        toast.error(t('enableQrMenuFirst'));
        return;
      }
      await downloadQrCode(tableMenuUrl(store.qrMenuUrl, table.encrypted_id), qrFileName(table.table_title));
    } catch (error) {
      toastError(error, t('somethingWentWrong'));
    }
  };

  return (
    <ListPage
      title={t('storeTables')}
      description={t('storeTablesDescription')}
      onNew={() => setEditing('new')}
      query={query}
      empty={{
        title: t('noTablesYet'),
        description: t('noTablesHint'),
        action: (
          <Button className="mt-2" onClick={() => setEditing('new')}>
            {t('addATable')}
          </Button>
        ),
      }}
      dialog={
        editing ? (
          <TableDialog table={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null
      }
    >
      {(tables) => (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('tables')}>
          {tables.map((table) => (
            <li key={table.id}>
              <Card className="flex h-full flex-col p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="min-w-0 truncate text-base font-semibold text-stone-900">
                    {table.table_title}
                  </h3>
                  <div className="-me-1 -mt-1 flex shrink-0">
                    <RowActions
                      name={table.table_title}
                      onEdit={() => setEditing(table)}
                      onDelete={() =>
                        confirmedDelete({
                          remove: () => deleteStoreTable(table.id),
                          refresh: [storeTablesKey],
                        })
                      }
                    />
                  </div>
                </div>
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">{t('floor')}</dt>
                    <Layers className="h-4 w-4 text-stone-500" aria-hidden />
                    <dd>{table.floor}</dd>
                  </div>
                  <div className="flex items-center gap-1.5">
                    <dt className="sr-only">{t('seatingCapacity')}</dt>
                    <Armchair className="h-4 w-4 text-stone-500" aria-hidden />
                    <dd>{t('seats', { count: table.seating_capacity })}</dd>
                  </div>
                </dl>
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-4 self-start"
                  aria-label={t('downloadTableQrOf', { table: table.table_title })}
                  onClick={() => onDownloadQr(table)}
                >
                  <QrCode className="h-4 w-4" aria-hidden />
                  {t('downloadTableQr')}
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

function TableDialog({ table, onClose }: { table: TStoreTable | null; onClose: () => void }) {
  const { t } = useSettingsText();
  const queryClient = useQueryClient();
  const form = useDialogForm<'title' | 'floor' | 'seatingCapacity'>();
  const [values, setValues] = useState({
    title: table?.table_title ?? '',
    floor: table?.floor ?? '',
    seatingCapacity: table ? String(table.seating_capacity) : '',
  });

  const onSubmit = async () => {
    const ok = await form.submit(StoreTableBody, values, () =>
      table ? updateStoreTable(table.id, values) : addStoreTable(values),
    );
    if (!ok) return;
    await queryClient.invalidateQueries({ queryKey: storeTablesKey });
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={table ? t('updateTable') : t('addTable')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('title')}
        error={form.errorFor('title')}
        inputRef={form.register('title')}
        value={values.title}
        onValueChange={(title) => setValues((v) => ({ ...v, title }))}
        placeholder={t('tablePlaceholder')}
        autoFocus
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('floor')} error={form.errorFor('floor')} hint={t('floorHint')}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('floor')}
              value={values.floor}
              onChange={(e) => setValues((v) => ({ ...v, floor: e.target.value }))}
              placeholder={t('floorPlaceholder')}
            />
          )}
        </Field>
        <Field label={t('seatingCapacityField')} error={form.errorFor('seatingCapacity')}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('seatingCapacity')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={values.seatingCapacity}
              onChange={(e) => setValues((v) => ({ ...v, seatingCapacity: e.target.value }))}
            />
          )}
        </Field>
      </div>
    </FormDialog>
  );
}
