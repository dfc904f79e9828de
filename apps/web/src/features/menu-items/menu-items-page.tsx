import { MenuItemBody, type TMenuItem } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FolderTree, ImageOff, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { RowActions } from '../../components/ui/list-page';
import { SectionHeader } from '../../components/ui/section-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { withToast } from '../../lib/toast';
import { CsvTransferButtons } from '../csv-transfer/csv-transfer-buttons';
import { addMenuItem, deleteMenuItem, refreshMenu, useMenuItems } from './api/menu-items-api';
import { useFormatPrice } from './format-price';
import { useMenuItemsText } from './i18n';
import {
  type MenuItemField,
  MenuItemFields,
  type MenuItemFormValues,
  menuItemFormValues,
} from './menu-item-fields';

/** Menu list (spec 2 section 2.7): cards, New dialog, edit opens the item, delete, and Categories. */
export function MenuItemsPage() {
  const { t } = useMenuItemsText();
  const { data, isPending, isError, refetch } = useMenuItems();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const formatPrice = useFormatPrice();
  const [adding, setAdding] = useState(false);

  const onDelete = async (item: TMenuItem) => {
    if (!(await confirm({ message: t('confirmDelete'), confirmLabel: t('delete') }))) return;
    try {
      await withToast(deleteMenuItem(item.id));
    } catch {
      return;
    }
    await refreshMenu(queryClient);
  };

  return (
    <div>
      <SectionHeader
        title={t('menuItems')}
        description={t('menuItemsDescription')}
        actions={
          <>
            <Link
              to="/dashboard/settings/menu-items/categories"
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
            >
              <FolderTree className="h-4 w-4" aria-hidden />
              {t('categories')}
            </Link>
            <CsvTransferButtons kind="menu-items" />
            <Button onClick={() => setAdding(true)}>
              <Plus className="h-4 w-4" aria-hidden />
              {t('new')}
            </Button>
          </>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={t('errorLoading')} onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title={t('noMenuItemsYet')}
          description={t('noMenuItemsHint')}
          action={
            <Button className="mt-2" onClick={() => setAdding(true)}>
              {t('addAMenuItem')}
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('menuItemsList')}>
          {data.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full gap-3 p-3">
                <div className="h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-stone-100">
                  {item.image ? (
                    <img src={item.image} alt="" className="h-full w-full object-cover" loading="lazy" />
                  ) : (
                    <div className="flex h-full w-full items-center justify-center text-stone-300">
                      <ImageOff className="h-6 w-6" aria-hidden />
                    </div>
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-1">
                    <h3 className="min-w-0 truncate font-semibold text-stone-900">{item.title}</h3>
                    <div className="-me-1 -mt-1 flex shrink-0">
                      <RowActions
                        name={item.title}
                        onEdit={() => navigate(`/dashboard/settings/menu-items/${item.id}`)}
                        onDelete={() => onDelete(item)}
                      />
                    </div>
                  </div>
                  <p className="font-medium text-brand-800 tabular-nums">{formatPrice(item.price)}</p>
                  <p className="truncate text-sm text-stone-500">{item.category_title ?? t('noCategory')}</p>
                  <p className="text-xs text-stone-500">
                    {t('variantsAndAddons', { variants: item.variants.length, addons: item.addons.length })}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {adding ? <NewMenuItemDialog onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

function NewMenuItemDialog({ onClose }: { onClose: () => void }) {
  const { t } = useMenuItemsText();
  const queryClient = useQueryClient();
  const form = useDialogForm<MenuItemField>();
  const [values, setValues] = useState<MenuItemFormValues>(() => menuItemFormValues());

  const onSubmit = async () => {
    const ok = await form.submit(MenuItemBody, values, () => addMenuItem(values), t('editorError'));
    if (!ok) return;
    await refreshMenu(queryClient);
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('newMenuItem')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
      size="lg"
    >
      <MenuItemFields
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
        form={form}
        autoFocus
      />
    </FormDialog>
  );
}
