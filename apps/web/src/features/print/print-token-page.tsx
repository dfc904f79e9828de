import { useSearchParams } from 'react-router';
import { parseTokenNo } from './print-links';
import { PrintSheet } from './print-sheet';
import { useAutoPrint } from './use-auto-print';

/** Token print view (spec 2 section 2.13): the token number with the current date and time, 80 mm wide. */
export function PrintTokenPage() {
  const [params] = useSearchParams();
  const tokenNo = parseTokenNo(params);
  const now = new Date();
  useAutoPrint(tokenNo !== null, params.get('preview') !== '1');

  return (
    <PrintSheet widthMm={80} label="Token">
      {tokenNo === null ? (
        <p role="alert" className="py-6 text-center font-sans text-sm">
          No token to print.
        </p>
      ) : (
        <div className="flex flex-col items-center gap-2 py-2 text-center">
          <p className="text-xs font-semibold tracking-[0.3em] uppercase">Token</p>
          <p className="text-7xl leading-none font-bold" data-testid="token-number">
            {tokenNo}
          </p>
          <p className="text-xs">
            {now.toLocaleDateString()}{' '}
            {now.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
          </p>
        </div>
      )}
    </PrintSheet>
  );
}
