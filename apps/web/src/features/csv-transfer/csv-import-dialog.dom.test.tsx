import type { TCsvImportPreview } from '@mise/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importCsv, previewCsvImport } from './api/csv-transfer-api';
import { CsvImportDialog } from './csv-import-dialog';

/** The CSV import dialog: a preview first; Import only when no row has an error. */

vi.mock('./api/csv-transfer-api', () => ({
  previewCsvImport: vi.fn(),
  importCsv: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const withError: TCsvImportPreview = {
  rows: [
    { row: 2, name: 'Burger', action: 'create', errors: [], notes: ['New category “Mains”.'] },
    {
      row: 3,
      name: 'Soup',
      action: 'error',
      errors: ['The tax “GST 99” is not one of the store’s taxes.'],
      notes: [],
    },
  ],
  totals: { rows: 2, create: 1, update: 0, error: 1 },
  notes: ['Creates the category “Mains”.'],
};
const ready: TCsvImportPreview = {
  rows: [
    { row: 2, name: 'Burger', action: 'create', errors: [], notes: [] },
    { row: 3, name: 'Soup', action: 'update', errors: [], notes: ['Changes: price 5.00 → 6.00.'] },
  ],
  totals: { rows: 2, create: 1, update: 1, error: 0 },
  notes: [],
};

describe('CsvImportDialog', () => {
  it('shows each bad row with why and holds Import back until a file has none', async () => {
    const user = userEvent.setup();
    const onImported = vi.fn();
    const onClose = vi.fn();
    vi.mocked(previewCsvImport).mockResolvedValueOnce(withError).mockResolvedValueOnce(ready);
    vi.mocked(importCsv).mockResolvedValue({
      message: 'Menu imported: 1 created, 1 updated.',
      created: 1,
      updated: 1,
    });
    render(
      <CsvImportDialog
        kind="menu-items"
        title="Import the menu from CSV"
        columnsHint="Columns: name, category, price"
        onClose={onClose}
        onImported={onImported}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import the menu from CSV' });
    const input = within(dialog).getByLabelText('CSV file');

    await user.upload(input, new File(['name\n'], 'menu.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(/2 rows: 1 new, 0 to update, 1 with errors/)).toBeTruthy();
    const soup = within(dialog).getByRole('row', { name: /Soup/ });
    expect(within(soup).getByText('Error')).toBeTruthy();
    expect(within(soup).getByText('The tax “GST 99” is not one of the store’s taxes.')).toBeTruthy();
    expect(within(dialog).getByText('Creates the category “Mains”.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);

    await user.upload(input, new File(['name\n'], 'menu-fixed.csv', { type: 'text/csv' }));
    const importButton = await within(dialog).findByRole('button', { name: 'Import 2 rows' });
    expect(within(dialog).getByText('Changes: price 5.00 → 6.00.')).toBeTruthy();
    await user.click(importButton);
    expect(importCsv).toHaveBeenCalledWith('menu-items', expect.objectContaining({ name: 'menu-fixed.csv' }));
    expect(onImported).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusal of the whole file', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('../../lib/api-client');
    vi.mocked(previewCsvImport).mockRejectedValue(new ApiError(400, 'Missing column: price.'));
    render(
      <CsvImportDialog
        kind="ingredients"
        title="Import"
        columnsHint=""
        onClose={vi.fn()}
        onImported={vi.fn()}
      />,
    );
    await user.upload(screen.getByLabelText('CSV file'), new File(['x'], 'x.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Missing column: price.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
