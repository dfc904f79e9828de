import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBackToClose, useBackToClose } from './use-back-to-close';

/** jsdom has no media queries: the screen is a phone's (or not) as each test says. */
function screenIsPhone(phone: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({
    matches: phone,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
}

function Layer({ name, onClose }: { name: string; onClose: () => void }) {
  useBackToClose(true, onClose);
  return <p>{name}</p>;
}

/** A sheet, and a dialog that can open over it. */
function Screen() {
  const [sheet, setSheet] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setSheet(true)}>
        Open sheet
      </button>
      <button type="button" onClick={() => setDialog(true)}>
        Open dialog
      </button>
      <button type="button" onClick={() => setDialog(false)}>
        Close dialog
      </button>
      <button type="button" onClick={() => setSheet(false)}>
        Close sheet
      </button>
      {sheet ? <Layer name="Cart" onClose={() => setSheet(false)} /> : null}
      {dialog ? <Layer name="Notes" onClose={() => setDialog(false)} /> : null}
    </>
  );
}

/** A summary that gives way to the sent dialog (the POS sending an order). */
function Steps() {
  const [step, setStep] = useState<'summary' | 'sent' | null>('summary');
  return (
    <>
      <button type="button" onClick={() => setStep('sent')}>
        Send
      </button>
      {step === 'summary' ? <Layer name="Summary" onClose={() => setStep(null)} /> : null}
      {step === 'sent' ? <Layer name="Sent" onClose={() => setStep(null)} /> : null}
    </>
  );
}

/**
 * The same, with the sent dialog's code coming late: it opens just after the summary's entry is
 * being taken back (history.back() called, its popstate not yet come).
 */
let openSentNow: () => void = () => {};
function LateSteps() {
  const [step, setStep] = useState<'summary' | 'loading' | 'sent' | null>('summary');
  openSentNow = () => flushSync(() => setStep('sent'));
  return (
    <>
      <button type="button" onClick={() => setStep('loading')}>
        Send
      </button>
      {step === 'summary' ? <Layer name="Summary" onClose={() => setStep(null)} /> : null}
      {step === 'sent' ? <Layer name="Sent" onClose={() => setStep(null)} /> : null}
    </>
  );
}

/** Back, as the phone's gesture does it: the browser moves in its history and says so. */
async function goBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Lets the history.back() a closing layer owes happen. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

const click = (name: string) => act(() => screen.getByRole('button', { name }).click());

beforeEach(() => {
  resetBackToClose();
  window.history.replaceState({ page: 'pos' }, '');
});
afterEach(cleanup);

describe('useBackToClose on a phone', () => {
  beforeEach(() => screenIsPhone(true));

  it('Back closes the sheet and stays on the page', async () => {
    render(<Screen />);
    const before = window.history.length;
    click('Open sheet');
    expect(window.history.length).toBe(before + 1);
    await goBack();
    expect(screen.queryByText('Cart')).toBeNull();
    expect(window.history.state).toEqual({ page: 'pos' });
  });

  it('Back closes only the dialog on top, then the sheet', async () => {
    render(<Screen />);
    click('Open sheet');
    click('Open dialog');
    await goBack();
    expect(screen.queryByText('Notes')).toBeNull();
    expect(screen.getByText('Cart')).toBeTruthy();
    await goBack();
    expect(screen.queryByText('Cart')).toBeNull();
    expect(window.history.state).toEqual({ page: 'pos' });
  });

  it('a dialog closed by its button takes its entry back off the history', async () => {
    render(<Screen />);
    click('Open sheet');
    click('Open dialog');
    click('Close dialog');
    await settle();
    expect(screen.getByText('Cart')).toBeTruthy();
    // The next Back closes the sheet: no entry of the dialog was left behind.
    await goBack();
    expect(screen.queryByText('Cart')).toBeNull();
    expect(window.history.state).toEqual({ page: 'pos' });
  });

  it('a sheet closed under a dialog leaves no step for Back to stop on', async () => {
    render(<Screen />);
    click('Open sheet');
    click('Open dialog');
    click('Close sheet');
    await settle();
    expect(screen.getByText('Notes')).toBeTruthy();
    // One Back closes the dialog and passes over the sheet's old entry.
    await goBack();
    await settle();
    expect(screen.queryByText('Notes')).toBeNull();
    expect(window.history.state).toEqual({ page: 'pos' });
  });

  it('a dialog giving way to the next keeps one entry', async () => {
    render(<Steps />);
    const withSummary = window.history.length;
    click('Send');
    await settle();
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(window.history.length).toBe(withSummary);
    await goBack();
    expect(screen.queryByText('Sent')).toBeNull();
    expect(window.history.state).toEqual({ page: 'pos' });
  });
});

describe('useBackToClose on a phone, with a dialog whose code comes late', () => {
  beforeEach(() => screenIsPhone(true));

  it('keeps the dialog that opened while the closed one’s entry was being taken back', async () => {
    render(<LateSteps />);
    const withSummary = window.history.length;
    const back = window.history.back.bind(window.history);
    const spy = vi.spyOn(window.history, 'back').mockImplementationOnce(() => {
      back();
      openSentNow();
    });
    click('Send');
    await settle();
    await settle();
    spy.mockRestore();
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(window.history.length).toBe(withSummary);
    await goBack();
    expect(screen.queryByText('Sent')).toBeNull();
    expect(window.history.state).toEqual({ page: 'pos' });
  });
});

describe('useBackToClose on a tablet or desktop', () => {
  it('leaves the history alone', () => {
    screenIsPhone(false);
    render(<Screen />);
    const before = window.history.length;
    click('Open sheet');
    expect(window.history.length).toBe(before);
    expect(screen.getByText('Cart')).toBeTruthy();
  });
});
