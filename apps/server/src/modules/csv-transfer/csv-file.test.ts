import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defuseCell, undefuseCell } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import {
  decodeCsvBytes,
  formatDecimal,
  formatOptionList,
  parseDecimal,
  parseOptionList,
  readCsvTable,
} from './csv-file';
import { matchRows, type ReadRow, readIdCell } from './import-plan';
import { readMenuRow } from './menu-csv';

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with or without its byte order mark, and UTF-16 with one', () => {
    expect(decodeCsvBytes(Buffer.from('name\nCafé'))).toBe('name\nCafé');
    expect(decodeCsvBytes(Buffer.from('\uFEFFname\nCafé'))).toBe('name\nCafé');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('name\nCafé', 'utf16le')]);
    expect(decodeCsvBytes(le)).toBe('name\nCafé');
    const be = Buffer.from(le.subarray(2)).swap16();
    expect(decodeCsvBytes(Buffer.concat([Buffer.from([0xfe, 0xff]), be]))).toBe('name\nCafé');
  });

  it('refuses bytes that are not UTF-8 text, NUL characters and empty files', () => {
    expect(refusal(() => decodeCsvBytes(Buffer.from('Caf\xe9', 'latin1')))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/not UTF-8/),
    });
    expect(refusal(() => decodeCsvBytes(Buffer.from([0xc3])))).toMatchObject({ status: 400 });
    expect(refusal(() => decodeCsvBytes(Buffer.from('a\u0000b')))).toMatchObject({
      message: expect.stringMatching(/NUL/),
    });
    expect(refusal(() => decodeCsvBytes(Buffer.alloc(0)))).toMatchObject({
      message: expect.stringMatching(/empty/),
    });
    expect(refusal(() => decodeCsvBytes(Buffer.from(' \r\n ')))).toMatchObject({
      message: expect.stringMatching(/empty/),
    });
  });
});

describe('readCsvTable', () => {
  const known = ['id', 'name', 'cost_per_unit'] as const;
  const required = ['name', 'cost_per_unit'] as const;

  it('names columns as people write them, skips blank lines and numbers rows as a spreadsheet does', () => {
    const table = readCsvTable(
      ' Name ,Cost per unit\nFlour, 1.20 \n,\n\n"Salt, fine",0.40,\n',
      known,
      required,
    );
    expect([...table.columns]).toEqual(['name', 'cost_per_unit']);
    expect(table.rows).toEqual([
      { row: 2, cells: { name: 'Flour', cost_per_unit: '1.20' }, extraCells: 0 },
      { row: 5, cells: { name: 'Salt, fine', cost_per_unit: '0.40' }, extraCells: 0 },
    ]);
    expect(readCsvTable('name,cost_per_unit\nA,1,x', known, required).rows[0].extraCells).toBe(1);
    expect(readCsvTable('name;cost_per_unit\nA;1,5', known, required).rows[0].cells).toEqual({
      name: 'A',
      cost_per_unit: '1,5',
    });
  });

  it('refuses unknown, repeated and missing columns by name, files without rows, and broken quoting', () => {
    expect(refusal(() => readCsvTable('name,cost_per_unit,price\nA,1,2', known, required)).message).toBe(
      'Unknown column: price. The columns are: id, name, cost_per_unit.',
    );
    expect(refusal(() => readCsvTable('name,name,cost_per_unit\nA,B,1', known, required)).message).toMatch(
      /name appears twice/,
    );
    expect(refusal(() => readCsvTable('id\n1', known, required)).message).toBe(
      'Missing columns: name, cost_per_unit. The file needs: name, cost_per_unit.',
    );
    expect(refusal(() => readCsvTable('name,cost_per_unit\n,\n', known, required)).message).toMatch(
      /no rows/,
    );
    expect(refusal(() => readCsvTable('name,cost_per_unit\n"A,1', known, required)).message).toMatch(
      /quoted cell is never closed/,
    );
  });

  it('refuses more rows than the limit with 413, reading no further than one past it', () => {
    const rows = (n: number) => `name,cost_per_unit\n${'A,1\n'.repeat(n)}`;
    expect(readCsvTable(rows(3), known, required, 3).rows).toHaveLength(3);
    expect(refusal(() => readCsvTable(rows(4), known, required, 3)).status).toBe(413);
    // A broken quote far past the limit is never reached: the size alone refuses the file.
    expect(refusal(() => readCsvTable(`${rows(10)}"unclosed`, known, required, 3)).status).toBe(413);
  });
});

describe('numbers', () => {
  it('reads plain decimals exactly, up to the allowed places', () => {
    expect(parseDecimal('12.50', 2)).toBe(1250);
    expect(parseDecimal('12.5', 2)).toBe(1250);
    expect(parseDecimal('12', 2)).toBe(1200);
    expect(parseDecimal('0.29', 2)).toBe(29);
    expect(parseDecimal('1.500', 2)).toBe(150);
    expect(parseDecimal('.5', 2)).toBe(50);
    expect(parseDecimal('-1.5', 3, { negative: true })).toBe(-1500);
    for (const bad of ['', '-', '1.005', '1,50', '1e3', '$3', '1 000', '-1', 'abc', '99999999999999'])
      expect(parseDecimal(bad, 2), bad).toBeNull();
  });

  it('writes the shortest decimal that reads back the same', () => {
    expect(formatDecimal(1500, 3)).toBe('1.5');
    expect(formatDecimal(-250, 3)).toBe('-0.25');
    expect(formatDecimal(3000, 3)).toBe('3');
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(parseDecimal(formatDecimal(n, 3), 3, { negative: true })).toBe(n);
      }),
    );
  });
});

describe('option lists', () => {
  const price = (text: string) => parseDecimal(text, 2);
  const amount = (minor: number) => (minor / 100).toFixed(2);

  it('reads "Small=9.00; Large=12.00", a missing price as 0, and names what is wrong', () => {
    expect(parseOptionList('Small=9.00; Large = 12 ;', price)).toEqual({
      options: [
        { title: 'Small', price: 900, priceText: '9.00' },
        { title: 'Large', price: 1200, priceText: '12' },
      ],
      problems: [],
    });
    expect(parseOptionList('Ketchup', price).options).toEqual([
      { title: 'Ketchup', price: 0, priceText: '' },
    ]);
    expect(parseOptionList('=2; Bacon=two', price).problems).toEqual([
      'an entry has no name before its “=” (=2)',
      '“Bacon” has a price that is not a valid amount (two)',
    ]);
  });

  it('keeps ; = and \\ of a title with a backslash, both ways', () => {
    const options = [
      { title: 'Salt; pepper', price: 50 },
      { title: 'a=b\\c', price: 0 },
    ];
    const text = formatOptionList(options, amount);
    expect(text).toBe('Salt\\; pepper=0.50; a\\=b\\\\c=0.00');
    expect(parseOptionList(text, price).options.map(({ title, price }) => ({ title, price }))).toEqual(
      options,
    );
  });
});

describe('formula defusing', () => {
  it('adds one apostrophe to a formula-like text and takes exactly that one off', () => {
    expect(defuseCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(defuseCell('-5 off')).toBe("'-5 off");
    expect(defuseCell("'=x")).toBe("''=x");
    expect(defuseCell("it's")).toBe("it's");
    expect(undefuseCell("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(undefuseCell("'hello")).toBe("'hello");
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a') }), (text) => {
        expect(undefuseCell(defuseCell(text))).toBe(text);
        expect(defuseCell(text)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe('matching rows to the store', () => {
  const read = (row: number, name: string, id: number | null = null): ReadRow<string> => ({
    row,
    name,
    id,
    values: name,
    errors: [],
    notes: [],
  });
  const noun = { one: 'menu item', the: 'Menu item' };

  it('updates by id, else by name; creates the rest', () => {
    const matched = matchRows(
      [read(2, 'soup'), read(3, 'Salad', 7), read(4, 'New')],
      [
        { id: 5, name: 'Soup' },
        { id: 7, name: 'Greens' },
      ],
      noun,
    );
    expect(matched.map((m) => [m.target?.id ?? null, m.errors])).toEqual([
      [5, []],
      [7, []],
      [null, []],
    ]);
  });

  it('refuses repeated names, an unknown id, a name held by a row the file leaves alone, and ambiguity', () => {
    const store = [
      { id: 1, name: 'Soup' },
      { id: 2, name: 'Tea' },
      { id: 3, name: 'Tea' },
    ];
    const matched = matchRows(
      [
        read(2, 'Pie'),
        read(3, 'PIE'),
        read(4, 'X', 99),
        read(5, 'Soup', 2),
        read(6, 'tea'),
        read(7, 'Y', Number.NaN),
      ],
      store,
      noun,
    );
    expect(matched.map((m) => m.errors)).toEqual([
      ['The name “Pie” is also on row 3.'],
      ['The name “PIE” is also on row 2.'],
      ['Menu item #99 is not in this store.'],
      ['Menu item #1 is already named “Soup”.'],
      ['Several menu items are named “tea”: add the id column (as the export writes it) to say which.'],
      ['The id is not valid: leave it empty for a new row, or keep the one the export wrote.'],
    ]);
    expect(readIdCell('')).toBeNull();
    expect(readIdCell('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'x', '99999999999']) expect(readIdCell(bad)).toBeNaN();
  });

  it('refuses two rows updating the same item', () => {
    const matched = matchRows([read(2, 'A', 1), read(3, 'B', 1)], [{ id: 1, name: 'A' }], noun);
    expect(matched[1].errors).toEqual(['Row 2 already updates menu item #1.']);
  });
});

describe('a menu row', () => {
  const cells = (over: Record<string, string>) => ({
    id: '',
    name: 'Soup',
    category: '',
    price: '5.00',
    tax: '',
    station: '',
    variants: '',
    options: '',
    ...over,
  });

  it('says what is wrong with each cell', () => {
    expect(readMenuRow(2, cells({ name: '', price: '' }), false).errors).toEqual([
      'The name is missing.',
      'The price is missing.',
    ]);
    expect(readMenuRow(2, cells({ price: '5,00' }), false).errors).toEqual([
      'The price “5,00” is not a valid amount: write it like 12.50.',
    ]);
    expect(readMenuRow(2, cells({ variants: 'S=1; s=2', options: 'Cheese=x' }), false).errors).toEqual([
      'The variant “s” is listed twice.',
      'In options, “Cheese” has a price that is not a valid amount (x).',
    ]);
    expect(readMenuRow(2, cells({ name: 'x'.repeat(121) }), false).errors).toEqual([
      'The name is longer than 120 characters.',
    ]);
  });

  it('takes the export’s apostrophe off a formula-like name, and reads the station only when there is a column', () => {
    expect(readMenuRow(2, cells({ name: "'=1+1" }), false).values).toMatchObject({
      name: '=1+1',
      station: undefined,
    });
    expect(readMenuRow(2, cells({ station: '' }), true).values).toMatchObject({ station: null });
  });
});
