import { CategoryAddBody, CategoryUpdateBody, type TCategory } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { CategoryTranslationsButton } from '../languages/category-translations-button';
import {
  addCategory,
  categoriesKey,
  deleteCategory,
  updateCategory,
  useCategories,
} from './api/categories-api';

/** Categories of the menu (spec 2 section 2.7), a child of Menu Items. */
export function CategoriesPage() {
  const query = useCategories();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TCategory | 'new' | null>(null);

  const onDelete = (category: TCategory) =>
    confirmedDelete({
      consequence:
        category.items_count > 0
          ? `${category.items_count === 1 ? '1 menu item is' : `${category.items_count} menu items are`} in this category; ${category.items_count === 1 ? 'it' : 'they'} will have no category.`
          : undefined,
      remove: () => deleteCategory(category.id),
      refresh: [categoriesKey, ['menu-items']],
    });

  return (
    <ListPage
      title="Categories"
      description="Group your menu at the POS and in the QR menu."
      breadcrumb={
        <nav aria-label="Breadcrumb" className="mb-2 flex items-center gap-1 text-sm text-stone-500">
          <Link to="/dashboard/settings/menu-items" className="hover:text-stone-800 hover:underline">
            Menu Items
          </Link>
          <ChevronRight className="h-4 w-4" aria-hidden />
          <span className="text-stone-800">Categories</span>
        </nav>
      }
      onNew={() => setEditing('new')}
      query={query}
      empty={{ title: 'No categories yet', description: 'Add categories such as Starters, Mains or Drinks.' }}
      dialog={
        editing ? (
          <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null
      }
    >
      {(categories) => (
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
            {categories.map((category, index) => (
              <TR key={category.id}>
                <TD className="text-stone-500">{index + 1}</TD>
                <TD className="font-medium text-stone-900">{category.title}</TD>
                <TD className="hidden sm:table-cell">{category.items_count}</TD>
                <TD className="text-right whitespace-nowrap">
                  <CategoryTranslationsButton category={category} />
                  <RowActions
                    name={category.title}
                    onEdit={() => setEditing(category)}
                    onDelete={() => onDelete(category)}
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
      <TextField
        label="Title"
        error={form.errorFor('title')}
        inputRef={form.register('title')}
        value={title}
        onValueChange={setTitle}
        placeholder="e.g. Starters"
        autoFocus
      />
    </FormDialog>
  );
}
