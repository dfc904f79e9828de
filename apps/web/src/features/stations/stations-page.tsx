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
import { TicketColoursCard } from './ticket-colours-card';

/**
 * Settings → Stations: the kitchen's stations (Kitchen, Bar, Pastry…) and the categories whose
 * tickets go to each. A printer then prints the tickets of the stations it serves.
 */
export function StationsPage() {
  const query = useStations();
  const categories = useCategories();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<TStation | 'new' | null>(null);
  const titleOf = new Map((categories.data ?? []).map((c) => [c.id, c.title]));

  return (
    <>
      <ListPage
        title="Stations"
        description="Where each category's tickets go. A category with no station goes to every ticket printer that serves all stations."
        onNew={() => setEditing('new')}
        query={query}
        empty={{
          title: 'No stations yet',
          description: 'Add stations such as Kitchen, Bar or Pastry to send each its own tickets.',
        }}
        dialog={
          editing ? (
            <StationDialog station={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
          ) : null
        }
      >
        {(stations) => (
          <Table aria-label="Stations">
            <THead>
              <tr>
                <TH className="w-14">#</TH>
                <TH>Station</TH>
                <TH className="hidden sm:table-cell">Categories</TH>
                <TH className="w-28 text-right">Actions</TH>
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
                  <TD className="text-right whitespace-nowrap">
                    <RowActions
                      name={station.name}
                      onEdit={() => setEditing(station)}
                      onDelete={() =>
                        confirmedDelete({
                          consequence:
                            'Its categories go to the printers that serve all stations; a printer that served only this station stops printing tickets.',
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
      title={station ? 'Update Station' : 'Add Station'}
      busy={form.busy}
      error={form.formError}
      onSubmit={onSubmit}
    >
      <TextField
        label="Name"
        error={form.errorFor('name')}
        inputRef={form.register('name')}
        value={name}
        onValueChange={setName}
        placeholder="e.g. Bar"
        autoFocus
      />
      <CheckboxGroup
        legend="Categories"
        hint="Their lines print on this station's tickets. A category ticked here leaves any other station."
        options={(categories.data ?? []).map((c) => ({
          id: c.id,
          label: c.title,
          detail: elsewhere.has(c.id) ? `Now at ${elsewhere.get(c.id)}` : undefined,
        }))}
        selected={categoryIds}
        onChange={setCategoryIds}
        empty="No categories yet: add them under Menu Items → Categories."
      />
    </FormDialog>
  );
}
