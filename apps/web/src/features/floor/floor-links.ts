/** The POS opened for one table (the floor's New order): `/dashboard/pos?table=12`. */
export const posLinkForTable = (tableId: number) => `/dashboard/pos?table=${tableId}`;

/** The table the POS was opened for, read once from its address; null when none or not a number. */
export function tableFromAddress(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
) {
  const value = Number(new URLSearchParams(search).get('table'));
  return Number.isInteger(value) && value > 0 ? value : null;
}
