import { StationBody, type TStation } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckboxGroup } from '../../components/ui/checkbox-group';
import { FormDialog, useDialogForm } from '../../components/ui/form-dialog';
import { TextField } from '../../components/ui/input';
import { ListPage, RowActions, useConfirmedDelete } from '../../components/ui/list-page';
import { Table, TBody, TD, TH, THead, TR } from '../../components/ui/table';
import { useCategories } from '../settings/api/categories-api';
import { addStation, deleteStation, stationsKey, updateStation, useStations } from './api/stations-api';
import { useStationsText } from './i18n';
import { TicketColoursCard } from './ticket-colours-card';

/**
 * Settings → Stations: the kitchen's stations (Kitchen, Bar, Pastry…) and the categories whose
 * tickets go to each. A printer then prints the tickets of the stations it serves.
 */
export function StationsPage() {
  const query = useStations();
  const categories = useCategories();
  const confirmedDelete = useConfirmedDelete();
  const { t } = useStationsText();
  const [editing, setEditing] = useState<TStation | 'new' | null>(null);
  const titleOf = new Map((categories.data ?? []).map((c) => [c.id, c.title]));

  return (
    <>
      <ListPage
        title={t('title')}
        description={t('description')}
        onNew={() => setEditing('new')}
        query={query}
        empty={{
          title: t('emptyTitle'),
          description: t('emptyDescription'),
        }}
        dialog={
          editing ? (
            <StationDialog station={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          ) : null
        }
      >
        {(stations) => (
          <Table aria-label={t('title')}>
            <THead>
              <tr>
                <TH className="w-14">#</TH>
                <TH>{t('station')}</TH>
                <TH className="hidden sm:table-cell">{t('categories')}</TH>
                <TH className="w-28 text-end">{t('actions')}</TH>
              </tr>
            </THead>
            <TBody>
              {stations.map((station, index) => (
                <TR key={station.id}>
                  <TD className="text-stone-500">{index + 1}</TD>
                  <TD className="font-medium text-stone-900">{station.name}</TD>
                  <TD className="hidden text-stone-600 sm:table-cell">
                    {station.categoryIds
                      .map((id) => titleOf.get(id))
                      .filter(Boolean)
                      .join(', ') || '—'}
                  </TD>
                  <TD className="text-end whitespace-nowrap">
                    <RowActions
                      name={station.name}
                      onEdit={() => setEditing(station)}
                      onDelete={() =>
                        confirmedDelete({
                          consequence: t('deleteConsequence'),
                          remove: () => deleteStation(station.id),
                          refresh: [stationsKey, ['printing']],
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
      <TicketColoursCard />
    </>
  );
}

function StationDialog({ station, onClose }: { station: TStation | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const categories = useCategories();
  const stations = useStations();
  const form = useDialogForm<'name'>();
  const { t } = useStationsText();
  const [name, setName] = useState(station?.name ?? '');
  const [categoryIds, setCategoryIds] = useState<number[]>(station?.categoryIds ?? []);
  const elsewhere = new Map<number, string>();
  for (const other of stations.data ?? []) {
    if (other.id === station?.id) continue;
    for (const id of other.categoryIds) elsewhere.set(id, other.name);
  }

  const onSubmit = async () => {
    const body = { name, categoryIds };
    const ok = await form.submit(StationBody, body, () =>
      station ? updateStation(station.id, body) : addStation(body),
    );
    if (!ok) return;
    await queryClient.invalidateQueries({ queryKey: stationsKey });
    onClose();
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={station ? t('updateStation') : t('addStation')}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label={t('name')}
        error={form.errorFor('name')}
        inputRef={form.register('name')}
        value={name}
        onValueChange={setName}
        placeholder={t('namePlaceholder')}
        autoFocus
      />
      <CheckboxGroup
        legend={t('categories')}
        hint={t('categoriesHint')}
        options={(categories.data ?? []).map((c) => ({
          id: c.id,
          label: c.title,
          detail: elsewhere.has(c.id) ? t('nowAt', { station: elsewhere.get(c.id) }) : undefined,
        }))}
        selected={categoryIds}
        onChange={setCategoryIds}
        empty={t('noCategories')}
      />
    </FormDialog>
  );
}
