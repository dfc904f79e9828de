import type { TMenuItem } from '@mise/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogForm } from '../../components/ui/form-dialog';
import { categoriesKey } from '../settings/api/categories-api';
import { taxesKey } from '../settings/api/taxes-api';
import { stationsKey } from '../stations/api/stations-api';
import { type MenuItemField, MenuItemFields, menuItemFormValues } from './menu-item-fields';

/** The menu item form's Station (issue 18 §3): blank is the category's station. */

afterEach(cleanup);

const item = {
  id: 1,
  title: 'Burger',
  price: 12,
  net_price: null,
  category_id: null,
  category_title: null,
  tax_id: null,
  tax_title: null,
  tax_rate: null,
  tax_type: null,
  image: null,
  variants: [],
  addons: [],
  modifier_groups: [],
  station_id: 8,
} satisfies TMenuItem;

function Form({ onValues }: { onValues: (values: ReturnType<typeof menuItemFormValues>) => void }) {
  const [values, setValues] = useState(() => menuItemFormValues(item));
  const form = useDialogForm<MenuItemField>();
  return (
    <MenuItemFields
      values={values}
      form={form}
      onChange={(patch) =>
        setValues((v) => {
          const next = { ...v, ...patch };
          onValues(next);
          return next;
        })
      }
    />
  );
}

function renderForm(onValues: (values: ReturnType<typeof menuItemFormValues>) => void = () => {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(categoriesKey, []);
  client.setQueryData(taxesKey, []);
  client.setQueryData(stationsKey, [
    { id: 7, name: 'Bar', categoryIds: [] },
    { id: 8, name: 'Grill', categoryIds: [] },
  ]);
  return render(
    <QueryClientProvider client={client}>
      <Form onValues={onValues} />
    </QueryClientProvider>,
  );
}

describe('the Station field', () => {
  it("shows the item's own station, offers the store's, and blank is the category's station", async () => {
    const seen: Array<ReturnType<typeof menuItemFormValues>> = [];
    renderForm((values) => seen.push(values));
    const select = screen.getByLabelText('Station') as HTMLSelectElement;
    expect(select.value).toBe('8');
    expect([...select.options].map((o) => o.text)).toEqual(["Category's station", 'Bar', 'Grill']);
    await userEvent.selectOptions(select, "Category's station");
    expect(seen.at(-1)?.stationId).toBe('');
    await userEvent.selectOptions(select, 'Bar');
    expect(seen.at(-1)?.stationId).toBe('7');
  });

  it('a new item starts on its category’s station', () => {
    expect(menuItemFormValues().stationId).toBe('');
    expect(menuItemFormValues({ ...item, station_id: null }).stationId).toBe('');
  });
});
