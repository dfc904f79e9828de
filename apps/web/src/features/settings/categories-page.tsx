import { CategoryAddBody, CategoryUpdateBody, type TCategory } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { useConfirm } from '../../components/ui/confirm';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input } from '../../components/ui/input';
import { SectionHeader } from '../../components/ui/section-header';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { withToast } from '../../lib/toast';
import {
  addCategory,
  categoriesKey,
  deleteCategory,
  updateCategory,
  useCategories,
} from './api/categories-api';

/** Categories of the menu (spec 2 section 2.7), a child of Menu Items. */
export function CategoriesPage() {
  const { data, isPending, isError, refetch } = useCategories();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<TCategory | 'new' | null>(null);

  const onDelete = async (category: TCategory) => {
    const ok = await confirm({
      message: (
        <>
          Are you sure! This process is irreversible!
          {category.items_count > 0 ? (
            <span className="mt-2 block">
              {category.items_count === 1 ? '1 menu item is' : `${category.items_count} menu items are`} in
              this category; {category.items_count === 1 ? 'it' : 'they'} will have no category.
            </span>
          ) : null}
        </>
      ),
      confirmLabel: 'Delete',
    });
    if (!ok) return;
    try {
      await withToast(deleteCategory(category.id));
    } catch {
      return;
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: categoriesKey }),
      queryClient.invalidateQueries({ queryKey: ['menu-items'] }),
    ]);
  };

  return (
    <div>
      <nav aria-label="Breadcrumb" className="mb-2 flex items-center gap-1 text-sm text-stone-500">
        <Link to="/dashboard/settings/menu-items" className="hover:text-stone-800 hover:underline">
          Menu Items
        </Link>
        <ChevronRight className="h-4 w-4" aria-hidden />
        <span className="text-stone-800">Categories</span>
      </nav>
      <SectionHeader
        title="Categories"
        description="Group your menu at the POS and in the QR menu."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden />
            New
          </Button>
        }
      />
      {isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message="Error loading data, Try Later!" onRetry={() => refetch()} />
      ) : data.length === 0 ? (
        <EmptyState
          title="No categories yet"
          description="Add categories such as Starters, Mains or Drinks."
        />
      ) : (
        <Table aria-label="Categories">
          <THead>
            <tr>
              <TH className="w-14">#</TH>
              <TH>Title</TH>
              <TH className="hidden sm:table-cell">Items</TH>
              <TH className="w-28 text-right">Actions</TH>
            </tr>
          </THead>
          <TBody>
            {data.map((category, index) => (
              <TR key={category.id}>
                <TD className="text-stone-500">{index + 1}</TD>
                <TD className="font-medium text-stone-900">{category.title}</TD>
                <TD className="hidden sm:table-cell">{category.items_count}</TD>
                <TD className="text-right">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit ${category.title}`}
                    onClick={() => setEditing(category)}
                  >
                    <Pencil className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete ${category.title}`}
                    onClick={() => onDelete(category)}
                  >
                    <Trash2 className="h-4 w-4 text-red-600" />
                  </Button>
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      )}
      {editing ? (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

function CategoryDialog({ category, onClose }: { category: TCategory | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useDialogForm<'title'>();
  const [title, setTitle] = useState(category?.title ?? '');

  const onSubmit = async () => {
    const body = { title };
    const ok = category
      ? await form.submit(CategoryUpdateBody, body, () => updateCategory(category.id, body))
      : await form.submit(CategoryAddBody, body, () => addCategory(body));
    if (!ok) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: categoriesKey }),
      queryClient.invalidateQueries({ queryKey: ['menu-items'] }),
    ]);
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={category ? 'Update Category' : 'Add Category'}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <Field label="Title" error={form.errorFor('title')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="e.g. Starters"
            autoFocus
          />
        )}
      </Field>
    </FormDialog>
  );
}
