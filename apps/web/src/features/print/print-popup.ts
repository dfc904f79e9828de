/** The print views open in a small window (spec 1 section 9: 400 by 400). */
export const PRINT_POPUP_SIZE = 400;

/**
 * Opens `path` (e.g. "/print-receipt?orderIds=4") in the 400×400 print popup; the view prints
 * itself once loaded. Returns false when the browser blocked the window.
 */
export function openPrintPopup(path: string): boolean {
  const popup = window.open(
    path,
    'mise-print',
    `popup=yes,width=${PRINT_POPUP_SIZE},height=${PRINT_POPUP_SIZE}`,
  );
  if (!popup) return false;
  popup.focus();
  return true;
}
