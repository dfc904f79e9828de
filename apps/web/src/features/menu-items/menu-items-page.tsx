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
import {
  type MenuItemField,
  MenuItemFields,
  type MenuItemFormValues,
  menuItemFormValues,
} from './menu-item-fields';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Menu list (spec 2 section 2.7): cards, New dialog, edit opens the item, delete, and Categories. */
export function MenuItemsPage() {
  const { data, isPending, isError, refetch } = useMenuItems();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const formatPrice = useFormatPrice();
  const [adding, setAdding] = useState(false);

  const onDelete = async (item: TMenuItem) => {
    if (!(await confirm({ message: 'Are you sure! This process is irreversible!', confirmLabel: 'Delete' })))
      return;
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
        title="Menu Items"
        description="What you sell: prices, variants, addons and photos."
        actions={
          <>
            <Link
              to="/dashboard/settings/menu-items/categories"
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 shadow-xs hover:bg-stone-50"
            >
              <FolderTree className="h-4 w-4" aria-hidden />
              Categories
            </Link>
            <CsvTransferButtons kind="menu-items" />
            <Button onClick={() => setAdding(true)}>
              <Plus className="h-4 w-4" aria-hidden />
              New
            </Button>
          </>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message="Error loading data, Try Later!" onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title="No menu items yet"
          description="Add your first dish or drink; categories and taxes are optional."
          action={
            <Button className="mt-2" onClick={() => setAdding(true)}>
              Add a menu item
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Menu items">
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
                    <div className="-mt-1 -mr-1 flex shrink-0">
                      <RowActions
                        name={item.title}
                        onEdit={() => navigate(`/dashboard/settings/menu-items/${item.id}`)}
                        onDelete={() => onDelete(item)}
                      />
                    </div>
                  </div>
                  <p className="font-medium text-brand-800 tabular-nums">{formatPrice(item.price)}</p>
                  <p className="truncate text-sm text-stone-500">{item.category_title ?? 'No category'}</p>
                  <p className="text-xs text-stone-500">
                    {plural(item.variants.length, 'variant')} · {plural(item.addons.length, 'addon')}
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
  const queryClient = useQueryClient();
  const form = useDialogForm<MenuItemField>();
  const [values, setValues] = useState<MenuItemFormValues>(() => menuItemFormValues());

  const onSubmit = async () => {
    const ok = await form.submit(
      MenuItemBody,
      values,
      () => addMenuItem(values),
      "We're getting issue while processing your request, Please try later!",
    );
    if (!ok) return;
    await refreshMenu(queryClient);
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New Menu Item"
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
