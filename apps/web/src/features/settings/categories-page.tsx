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
import { useSettingsText } from './i18n';

/** Categories of the menu (spec 2 section 2.7), a child of Menu Items. */
export function CategoriesPage() {
  const { t } = useSettingsText();
  const query = useCategories();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TCategory | 'new' | null>(null);

  const onDelete = (category: TCategory) =>
    confirmedDelete({
      consequence:
        category.items_count > 0
          ? t('categoryDeleteConsequence', { count: category.items_count })
          : undefined,
      remove: () => deleteCategory(category.id),
      refresh: [categoriesKey, ['menu-items']],
    });

  return (
    <ListPage
      title={t('categories')}
      description={t('categoriesDescription')}
      breadcrumb={
        <nav aria-label={t('breadcrumb')} className="mb-2 flex items-center gap-1 text-sm text-stone-500">
          <Link to="/dashboard/settings/menu-items" className="hover:text-stone-800 hover:underline">
            {t('menuItems')}
          </Link>
          <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
          <span className="text-stone-800">{t('categories')}</span>
        </nav>
      }
      onNew={() => setEditing('new')}
      query={query}
      empty={{ title: t('noCategoriesYet'), description: t('noCategoriesHint') }}
      dialog={
        editing ? (
          <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        ) : null
      }
    >
      {(categories) => (
        <Table aria-label={t('categories')}>
          <THead>
            <tr>
              <TH className="w-14">#</TH>
              <TH>{t('title')}</TH>
              <TH className="hidden sm:table-cell">{t('items')}</TH>
              <TH className="w-28 text-end">{t('actions')}</TH>
            </tr>
          </THead>
          <TBody>
            {categories.map((category, index) => (
              <TR key={category.id}>
                <TD className="text-stone-500">{index + 1}</TD>
                <TD className="font-medium text-stone-900">{category.title}</TD>
                <TD className="hidden sm:table-cell">{category.items_count}</TD>
                <TD className="text-end whitespace-nowrap">
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
  const { t } = useSettingsText();
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
      title={category ? t('updateCategory') : t('addCategory')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('title')}
        error={form.errorFor('title')}
        inputRef={form.register('title')}
        value={title}
        onValueChange={setTitle}
        placeholder={t('categoryPlaceholder')}
        autoFocus
      />
    </FormDialog>
  );
}
