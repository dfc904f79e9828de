import { z } from 'zod';

/**
 * CSV import and export of the menu and of ingredients (issue 20 §6). The file goes up as a
 * multipart upload; the server reads it, shows what each row would do, and writes all rows or none.
 */

/** Multipart field carrying the CSV file of the import and preview calls. */
export const CSV_FILE_FIELD = 'file';

export const CSV_IMPORT_LIMITS = {
  /** Data rows below the header. */
  maxRows: 5_000,
  /** Bytes of one uploaded file. */
  maxBytes: 2 * 1024 * 1024,
} as const;

/** The menu file's columns, in the order the export writes them. */
export const MENU_CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'price',
  'tax',
  'station',
  'variants',
  'options',
  // The item's name in each language (issue 23); an empty cell: no name of its own in it.
  'name_en',
  'name_es',
  'name_fr',
  'name_de',
  'name_pt',
  'name_ar',
  'name_hi',
] as const;
/** Columns a menu file must have; the others may be left out. */
export const MENU_CSV_REQUIRED = ['name', 'category', 'price', 'tax', 'variants', 'options'] as const;

/** The ingredients file's columns, in the order the export writes them. */
export const INGREDIENT_CSV_COLUMNS = ['id', 'name', 'unit', 'cost_per_unit', 'stock', 'low_stock'] as const;
export const INGREDIENT_CSV_REQUIRED = ['name', 'unit', 'cost_per_unit', 'stock', 'low_stock'] as const;

export const CSV_ROW_ACTIONS = ['create', 'update', 'error'] as const;
export type TCsvRowAction = (typeof CSV_ROW_ACTIONS)[number];

export const CsvPreviewRow = z.object({
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: z.number().int(),
  name: z.string(),
  action: z.enum(CSV_ROW_ACTIONS),
  /** Why the row can't be imported; empty when it can. */
  errors: z.array(z.string()),
  /** What else the row does (a category it creates, a price it changes…). */
  notes: z.array(z.string()),
});
export type TCsvPreviewRow = z.infer<typeof CsvPreviewRow>;

export const CsvImportPreview = z.object({
  rows: z.array(CsvPreviewRow),
  totals: z.object({
    rows: z.number().int(),
    create: z.number().int(),
    update: z.number().int(),
    error: z.number().int(),
  }),
  /** What the whole file does besides its rows (categories it creates). */
  notes: z.array(z.string()),
});
export type TCsvImportPreview = z.infer<typeof CsvImportPreview>;

export const CsvImportResult = z.object({
  message: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
});
export type TCsvImportResult = z.infer<typeof CsvImportResult>;

export const CSV_MESSAGES = {
  noFile: 'Please choose a CSV file to import!',
  empty: 'The file is empty! Please choose a CSV file with a header row and at least one row.',
  noRows: 'The file has a header but no rows to import!',
  notUtf8:
    'The file is not UTF-8 text! Save it as “CSV UTF-8” (or UTF-16 with its byte order mark) and try again.',
  notText: 'The file is not a text CSV file (it holds NUL characters)!',
  tooLarge: `The file is too large! An import takes at most ${CSV_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB.`,
  tooManyRows: `The file has more than ${CSV_IMPORT_LIMITS.maxRows.toLocaleString('en')} rows! Split it into smaller files.`,
  rowsWithErrors: 'Nothing was imported: some rows have errors.',
} as const;
