import {
  AddonBody,
  MenuItemBody,
  type TMenuItem,
  type TMenuItemAddon,
  type TModifierGroup,
  VariantBody,
} from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronRight, ImageOff, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '../../components/ui/card';
import { useConfirm } from '../../components/ui/confirm';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input, Select } from '../../components/ui/input';
import { RowActions } from '../../components/ui/list-page';
import { ErrorState, LoadingState } from '../../components/ui/states';
import { errorMessage } from '../../lib/api-client';
import { withToast } from '../../lib/toast';
import { RecipeCard } from '../inventory/recipe-card';
import { MenuItemTranslationsCard } from '../languages/menu-item-translations-card';
import { ModifierGroupsCard } from '../modifiers/modifier-groups-card';
import {
  addOption,
  deleteOption,
  type OptionKind,
  refreshMenu,
  removeMenuItemPhoto,
  updateMenuItem,
  updateOption,
  uploadMenuItemPhoto,
  useMenuItem,
} from './api/menu-items-api';
import { useFormatPrice } from './format-price';
import { useMenuItemsText } from './i18n';
import {
  amountText,
  type MenuItemField,
  MenuItemFields,
  type MenuItemFormValues,
  menuItemFormValues,
  taxLabel,
} from './menu-item-fields';
import { PhotoButtons } from './photo-buttons';

/** Menu item detail (spec 2 section 2.7): photo, summary, fields with Save, variants and addons. */
export function MenuItemDetailPage() {
  const id = Number(useParams().id);
  const { t } = useMenuItemsText();
  const { data: item, isPending, isError, error, refetch } = useMenuItem(id);

  return (
    <div>
      <nav
        aria-label={t('breadcrumb')}
        className="mb-4 flex flex-wrap items-center gap-1 text-sm text-stone-500"
      >
        <Link to="/dashboard/settings" className="hover:text-stone-800 hover:underline">
          {t('settings')}
        </Link>
        <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
        <Link to="/dashboard/settings/menu-items" className="hover:text-stone-800 hover:underline">
          {t('menuItems')}
        </Link>
        <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
        <span className="font-medium text-stone-800" aria-current="page">
          {item?.title ?? '…'}
        </span>
      </nav>
      {!Number.isInteger(id) || id <= 0 ? (
        <ErrorState message={t('menuItemNotFound')} />
      ) : isPending ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState message={errorMessage(error, t('editorError'))} onRetry={() => refetch()} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <div className="space-y-6">
            <PhotoCard item={item} />
            <SummaryCard item={item} />
          </div>
          <div className="space-y-6">
            <ItemForm
              key={JSON.stringify([item.title, item.price, item.net_price, item.category_id, item.tax_id])}
              item={item}
            />
            <OptionsSection item={item} kind="variants" />
            <OptionsSection item={item} kind="addons" />
            <ModifierGroupsCard item={item} />
            <RecipeCard item={item} />
            <MenuItemTranslationsCard item={item} />
          </div>
        </div>
      )}
    </div>
  );
}

function PhotoCard({ item }: { item: TMenuItem }) {
  const { t } = useMenuItemsText();
  const queryClient = useQueryClient();
  return (
    <Card className="overflow-hidden">
      <div className="aspect-square bg-stone-100">
        {item.image ? (
          <img src={item.image} alt={item.title} className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-stone-600">
            <ImageOff className="h-10 w-10" aria-hidden />
            <span className="text-sm">{t('noPhotoYet')}</span>
          </div>
        )}
      </div>
      <div className="p-3">
        <PhotoButtons
          what="photo"
          hasImage={Boolean(item.image)}
          removeMessage={t('removePhotoConfirm')}
          upload={async (image, fileName) => {
            await withToast(uploadMenuItemPhoto(item.id, image, fileName), t('editorError'));
            await refreshMenu(queryClient);
          }}
          remove={async () => {
            await withToast(removeMenuItemPhoto(item.id), t('editorError'));
            await refreshMenu(queryClient);
          }}
        />
      </div>
    </Card>
  );
}

function SummaryCard({ item }: { item: TMenuItem }) {
  const { t } = useMenuItemsText();
  const formatPrice = useFormatPrice();
  const rows: Array<[string, string]> = [
    [t('price'), formatPrice(item.price)],
    [t('netPrice'), item.net_price === null ? '—' : formatPrice(item.net_price)],
    [t('category'), item.category_title ?? t('none')],
    [
      t('tax'),
      item.tax_title !== null && item.tax_rate !== null && item.tax_type !== null
        ? taxLabel({ title: item.tax_title, rate: item.tax_rate, type: item.tax_type }, t)
        : t('none'),
    ],
  ];
  return (
    <Card>
      <CardBody>
        <dl className="space-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-stone-500">{label}</dt>
              <dd className="text-end font-medium text-stone-900">{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

function ItemForm({ item }: { item: TMenuItem }) {
  const { t } = useMenuItemsText();
  const queryClient = useQueryClient();
  const form = useDialogForm<MenuItemField>();
  const [values, setValues] = useState<MenuItemFormValues>(() => menuItemFormValues(item));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await form.submit(
      MenuItemBody,
      values,
      () => updateMenuItem(item.id, values),
      t('editorError'),
    );
    if (ok) await refreshMenu(queryClient);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('details')}</CardTitle>
      </CardHeader>
      <CardBody>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <MenuItemFields
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            form={form}
          />
          {form.formError ? (
            <p role="alert" className="text-sm font-medium text-red-600">
              {form.formError}
            </p>
          ) : null}
          <div className="flex justify-end">
            <Button type="submit" loading={form.busy}>
              {t('save')}
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

/** Each kind's catalogue keys (translated at render) and its contract. */
const OPTION_TEXT = {
  variants: {
    titleKey: 'variants',
    countKey: 'variantsCount',
    addKey: 'addVariant',
    updateKey: 'updateVariant',
    hintKey: 'variantHint',
    emptyKey: 'noVariants',
    schema: VariantBody,
  },
  addons: {
    titleKey: 'addons',
    countKey: 'addonsCount',
    addKey: 'addAddon',
    updateKey: 'updateAddon',
    hintKey: 'addonHint',
    emptyKey: 'noAddons',
    schema: AddonBody,
  },
} as const;

type Option = TMenuItemAddon;

/** A collapsible list of the item's variants or addons with edit, delete and Add. */
function OptionsSection({ item, kind }: { item: TMenuItem; kind: OptionKind }) {
  const { t } = useMenuItemsText();
  const text = OPTION_TEXT[kind];
  const options: Option[] = item[kind];
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const formatPrice = useFormatPrice();
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState<Option | 'new' | null>(null);
  const listId = useId();
  // Which group an addon is in says something only when the item has more than one.
  const addonGroups = item.modifier_groups.filter((g) => g.kind === 'addon');
  const groupTitle = (option: Option) =>
    addonGroups.length > 1 ? addonGroups.find((g) => g.id === option.group_id)?.title : undefined;

  const onDelete = async (option: Option) => {
    if (!(await confirm({ message: t('confirmDelete'), confirmLabel: t('delete') }))) return;
    try {
      await withToast(deleteOption(kind, item.id, option.id), t('editorError'));
    } catch {
      return;
    }
    await refreshMenu(queryClient);
  };

  return (
    <Card>
      <CardHeader>
        <button
          type="button"
          className="flex items-center gap-2 text-sm font-semibold text-stone-900"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <ChevronDown className="h-4 w-4" aria-hidden />
          ) : (
            <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden />
          )}
          {t(text.countKey, { count: options.length })}
        </button>
        <Button size="sm" variant="outline" onClick={() => setEditing('new')} aria-label={t(text.addKey)}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('add')}
        </Button>
      </CardHeader>
      {open ? (
        <div id={listId}>
          {options.length === 0 ? (
            <p className="px-5 py-4 text-sm text-stone-500">{t(text.emptyKey)}</p>
          ) : (
            <ul className="divide-y divide-stone-100" aria-label={t(text.titleKey)}>
              {options.map((option) => (
                <li key={option.id} className="flex items-center gap-3 px-5 py-2.5">
                  <span className="min-w-0 flex-1 truncate text-sm text-stone-900">
                    {option.title}
                    {kind === 'addons' && groupTitle(option) ? (
                      <span className="ms-2 text-xs text-stone-600">
                        {t('inGroup', { group: groupTitle(option) })}
                      </span>
                    ) : null}
                  </span>
                  <span className="text-sm font-medium text-stone-700 tabular-nums">
                    {kind === 'addons' ? '+ ' : ''}
                    {formatPrice(option.price)}
                  </span>
                  <RowActions
                    name={option.title}
                    onEdit={() => setEditing(option)}
                    onDelete={() => onDelete(option)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {editing ? (
        <OptionDialog
          kind={kind}
          itemId={item.id}
          addonGroups={item.modifier_groups.filter((g) => g.kind === 'addon')}
          option={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

function OptionDialog({
  kind,
  itemId,
  addonGroups,
  option,
  onClose,
}: {
  kind: OptionKind;
  itemId: number;
  /** Where an addon can go; with none, the server makes "Extras" for it. */
  addonGroups: TModifierGroup[];
  option: Option | null;
  onClose: () => void;
}) {
  const { t } = useMenuItemsText();
  const text = OPTION_TEXT[kind];
  const queryClient = useQueryClient();
  const form = useDialogForm<'title' | 'price' | 'groupId'>();
  const [values, setValues] = useState({
    title: option?.title ?? '',
    price: option ? amountText(option.price) : '',
    groupId: String(option?.group_id ?? addonGroups[0]?.id ?? ''),
  });
  const showGroups = kind === 'addons' && addonGroups.length > 0;

  const onSubmit = async () => {
    const body = showGroups ? values : { title: values.title, price: values.price };
    const ok = await form.submit(
      text.schema,
      body,
      () => (option ? updateOption(kind, itemId, option.id, body) : addOption(kind, itemId, body)),
      t('editorError'),
    );
    if (!ok) return;
    await refreshMenu(queryClient);
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(option ? text.updateKey : text.addKey)}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <Field label={t('title')} error={form.errorFor('title')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('title')}
            value={values.title}
            onChange={(e) => setValues((v) => ({ ...v, title: e.target.value }))}
            autoFocus
          />
        )}
      </Field>
      <Field label={t('price')} error={form.errorFor('price')} hint={t(text.hintKey)}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('price')}
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            placeholder="0"
            value={values.price}
            onChange={(e) => setValues((v) => ({ ...v, price: e.target.value }))}
          />
        )}
      </Field>
      {showGroups ? (
        <Field label={t('group')} error={form.errorFor('groupId')}>
          {(ids) => (
            <Select
              {...ids}
              ref={form.register('groupId')}
              value={values.groupId}
              onChange={(e) => setValues((v) => ({ ...v, groupId: e.target.value }))}
            >
              {addonGroups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}
    </FormDialog>
  );
}
