import type { TDisplayTipChoice } from '@mise/contracts';
import { tipFromPercent } from '@mise/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { cartDisplayState, type DisplayCartInput } from './display-state';
import { onDisplayTip, showOnDisplay, thankOnDisplay, useLinkedDisplay } from './till-link';

/** The POS mirrors its cart and totals on the linked display; leaving the POS shows the welcome. */
export function useMirrorCartOnDisplay({ lines, pricing, currency }: DisplayCartInput) {
  useLinkedDisplay();
  const state = useMemo(() => cartDisplayState({ lines, pricing, currency }), [lines, pricing, currency]);
  useEffect(() => showOnDisplay(state), [state]);
  useEffect(() => () => showOnDisplay({ kind: 'idle' }), []);
}

/**
 * The payment dialog's side: ask the guest for a tip on the display (the store's presets, a custom
 * amount or none) and take the answer to the latest question only; after a payment, the thank-you.
 * The till keeps the payment: the answer only fills its tip field.
 */
export function useTipOnDisplay(onTip: (tip: number, choice: TDisplayTipChoice) => void) {
  const linked = useLinkedDisplay();
  const question = useRef<{ id: string; amount: number } | null>(null);
  const onTipRef = useRef(onTip);
  onTipRef.current = onTip;

  useEffect(
    () =>
      onDisplayTip((choice) => {
        const asked = question.current;
        if (!asked || choice.requestId !== asked.id) return;
        question.current = null;
        // A preset is worked out here again, from the amount asked about, with the same function.
        const tip = choice.percent !== null ? tipFromPercent(asked.amount, choice.percent) : choice.tip;
        onTipRef.current(tip, choice);
      }),
    [],
  );
  // Closing the dialog takes the question off the guest's screen.
  useEffect(
    () => () => {
      if (question.current) showOnDisplay({ kind: 'idle' });
    },
    [],
  );

  const ask = useCallback((amount: number, presets: readonly number[], currency: string) => {
    const id = newIdempotencyKey().slice(0, 32);
    question.current = { id, amount };
    showOnDisplay({ kind: 'tip', currency, requestId: id, amount, presets: presets.slice(0, 6) });
  }, []);
  const thank = useCallback((paid: number, tip: number, currency: string) => {
    question.current = null;
    thankOnDisplay({ kind: 'thanks', currency, paid, tip });
  }, []);
  return { linked: linked !== null, ask, thank };
}
