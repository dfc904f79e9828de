import { useSearchParams } from 'react-router';
import { parseTokenNo } from './print-links';
import { PrintSheet } from './print-sheet';
import { usePrintTextIn, useReceiptLanguage } from './receipt-language';
import { useAutoPrint } from './use-auto-print';

/** Token print view (spec 2 section 2.13): the token number with the current date and time, 80 mm wide. */
export function PrintTokenPage() {
  const [params] = useSearchParams();
  const tokenNo = parseTokenNo(params);
  const now = new Date();
  // The guest's slip: in the store's receipt language, like the receipt.
  const { t, format, language, dir, ready } = usePrintTextIn(useReceiptLanguage(null));
  useAutoPrint(tokenNo !== null && ready, params.get('preview') !== '1');

  return (
    <PrintSheet widthMm={80} label={t('token')} language={language} dir={dir}>
      {tokenNo === null ? (
        <p role="alert" className="py-6 text-center font-sans text-sm">
          {t('noToken')}
        </p>
      ) : (
        <div className="flex flex-col items-center gap-2 py-2 text-center">
          <p className="text-xs font-semibold tracking-[0.3em] uppercase">{t('token')}</p>
          <p className="text-7xl leading-none font-bold" data-testid="token-number">
            {tokenNo}
          </p>
          <p className="text-xs">
            {format.date(now, { year: 'numeric', month: 'numeric', day: 'numeric' })}{' '}
            {format.date(now, { hour: '2-digit', minute: '2-digit' })}
          </p>
        </div>
      )}
    </PrintSheet>
  );
}
