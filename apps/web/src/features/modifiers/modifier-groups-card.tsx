import { ModifierGroupBody, type TMenuItem, type TModifierGroup } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardHeader, CardTitle } from '../../components/ui/card';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { Field, Input } from '../../components/ui/input';
import { RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { menuItemsKey, refreshMenu } from '../menu-items/api/menu-items-api';
import { addModifierGroup, deleteModifierGroup, updateModifierGroup } from './api/modifier-groups-api';
import { useModifiersText } from './i18n';

type ModifiersT = ReturnType<typeof useModifiersText>['t'];

/**
 * An item's modifier groups (issue 18 §1): what the guest must and may choose of its variants and
 * addons ("Choose a side: required, exactly 1", "Extras: up to 3"). The variants' group is made
 * with the first variant; addon groups are added here and each addon is put in one.
 */
export function ModifierGroupsCard({ item }: { item: TMenuItem }) {
  const { t } = useModifiersText();
  const [editing, setEditing] = useState<TModifierGroup | 'new' | null>(null);
  const confirmedDelete = useConfirmedDelete();
  const groups = item.modifier_groups;
  const optionsOf = (group: TModifierGroup) =>
    (group.kind === 'variant' ? item.variants : item.addons).filter((o) => o.group_id === group.id);

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>{t('modifierGroups')}</CardTitle>
          <p className="mt-0.5 text-xs text-stone-600">{t('modifierGroupsHint')}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setEditing('new')}
          aria-label={t('addModifierGroup')}
        >
          <Plus className="h-4 w-4" aria-hidden />
          {t('add')}
        </Button>
      </CardHeader>
      {groups.length === 0 ? (
        <p className="px-5 py-4 text-sm text-stone-600">{t('noGroupsYet')}</p>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label={t('modifierGroupsList')}>
          {groups.map((group) => {
            const options = optionsOf(group);
            return (
              <li key={group.id} className="flex items-center gap-3 px-5 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-stone-900">
                    {group.title}
                    <Badge tone={group.min_select > 0 ? 'amber' : 'neutral'}>{ruleOf(group, t)}</Badge>
                  </p>
                  <p className="truncate text-xs text-stone-600">
                    {t('groupOptions', {
                      kind: group.kind,
                      options: options.length === 0 ? t('noneYet') : options.map((o) => o.title).join(', '),
                    })}
                  </p>
                </div>
                <RowActions
                  name={group.title}
                  onEdit={() => setEditing(group)}
                  onDelete={() =>
                    confirmedDelete({
                      consequence:
                        options.length > 0 ? t('deleteConsequence', { count: options.length }) : undefined,
                      remove: () => deleteModifierGroup(item.id, group.id),
                      refresh: [menuItemsKey],
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
      {editing ? (
        <GroupDialog
          itemId={item.id}
          group={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Card>
  );
}

/** "Required · choose 1", "Optional · up to 3", as the guest's screens word them (modifier-choice.ts). */
function ruleOf(group: TModifierGroup, t: ModifiersT): string {
  const { min_select: min, max_select: max } = group;
  if (min > 0 && max === min) return t('hintRequiredExactly', { min });
  if (min > 0) return max === null ? t('hintRequiredAtLeast', { min }) : t('hintRequiredRange', { min, max });
  return max === null ? t('hintOptional') : t('hintOptionalUpTo', { max });
}

type GroupField = 'title' | 'minSelect' | 'maxSelect' | 'sortOrder';

function GroupDialog({
  itemId,
  group,
  onClose,
}: {
  itemId: number;
  group: TModifierGroup | null;
  onClose: () => void;
}) {
  const { t } = useModifiersText();
  const queryClient = useQueryClient();
  const form = useDialogForm<GroupField>();
  const isVariants = group?.kind === 'variant';
  const [values, setValues] = useState({
    title: group?.title ?? '',
    kind: group?.kind ?? 'addon',
    minSelect: String(group?.min_select ?? 0),
    maxSelect: group?.max_select === null || group === null ? '' : String(group.max_select),
    sortOrder: String(group?.sort_order ?? 1),
  });
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = async () => {
    const body = isVariants ? { ...values, maxSelect: '1' } : values;
    const ok = await form.submit(
      ModifierGroupBody,
      body,
      () => (group ? updateModifierGroup(itemId, group.id, body) : addModifierGroup(itemId, body)),
      t('saveFailedGroup'),
    );
    if (!ok) return;
    await refreshMenu(queryClient);
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={group ? t('updateModifierGroup') : t('addModifierGroup')}
      description={isVariants ? t('variantsGroupDescription') : undefined}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <Field label={t('title')} error={form.errorFor('title')} hint={t('titleHint')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('title')}
            value={values.title}
            onChange={(e) => set({ title: e.target.value })}
            autoFocus
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('minimum')} error={form.errorFor('minSelect')} hint={t('minimumHint')}>
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('minSelect')}
              type="number"
              inputMode="numeric"
              min={0}
              max={isVariants ? 1 : 50}
              step={1}
              value={values.minSelect}
              onChange={(e) => set({ minSelect: e.target.value })}
            />
          )}
        </Field>
        <Field
          label={t('maximum')}
          error={form.errorFor('maxSelect')}
          hint={isVariants ? t('maximumVariants') : t('maximumHint')}
        >
          {(ids) => (
            <Input
              {...ids}
              ref={form.register('maxSelect')}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              step={1}
              disabled={isVariants}
              value={isVariants ? '1' : values.maxSelect}
              onChange={(e) => set({ maxSelect: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field label={t('position')} error={form.errorFor('sortOrder')} hint={t('positionHint')}>
        {(ids) => (
          <Input
            {...ids}
            ref={form.register('sortOrder')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.sortOrder}
            onChange={(e) => set({ sortOrder: e.target.value })}
          />
        )}
      </Field>
    </FormDialog>
  );
}
