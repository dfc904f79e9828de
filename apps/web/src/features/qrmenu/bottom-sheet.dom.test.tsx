import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BottomSheet } from './bottom-sheet';
import { startQrI18n } from './qr-i18n';

/**
 * The diner's sheet on the browser's <dialog>. jsdom has no modal dialogs: `showModal` and `close`
 * are stood in for as browsers behave (HTML's dialog: `close` fires its event a task later). That
 * the sheet opens, traps focus and closes with the keyboard in a real browser is
 * e2e/diner-orders-with-large-text-and-keyboard.spec.ts.
 */
const standIns: Record<string, PropertyDescriptor> = {
  open: {
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  },
  showModal: {
    value(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
  },
  close: {
    value(this: HTMLDialogElement) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  },
};

beforeAll(async () => {
  await startQrI18n();
});

beforeEach(() => {
  for (const [name, descriptor] of Object.entries(standIns))
    Object.defineProperty(HTMLDialogElement.prototype, name, { ...descriptor, configurable: true });
});

afterEach(() => {
  cleanup();
  for (const name of Object.keys(standIns))
    delete (HTMLDialogElement.prototype as unknown as Record<string, unknown>)[name];
});

/** A dish's sheet as the menu opens and closes it: by its state. */
function Menu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        ADD
      </button>
      <BottomSheet open={open} onOpenChange={setOpen} title="Risotto">
        <p>Choices</p>
      </BottomSheet>
    </>
  );
}

const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));

describe("the diner's sheet", () => {
  it('stays open when opened again before the browser told of its last close (Escape, then Enter at once)', async () => {
    const { getByText, container } = render(<Menu />);
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    act(() => getByText('ADD').click());
    expect(dialog.open).toBe(true);
    // Escape: the browser's cancel, which the sheet turns into its own close.
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(dialog.open).toBe(false);
    // Enter on ADD before the close event's task has run.
    act(() => getByText('ADD').click());
    expect(dialog.open).toBe(true);
    await nextTask();
    expect(dialog.open).toBe(true);
    expect(getByText('Choices')).toBeTruthy();
  });

  it('still reports a close it did not make itself', async () => {
    const { getByText, container, queryByText } = render(<Menu />);
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    act(() => getByText('ADD').click());
    // Closed by the browser (a form's dialog method, say): the sheet's state follows.
    act(() => {
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    });
    await nextTask();
    expect(queryByText('Choices')).toBeNull();
    act(() => getByText('ADD').click());
    expect(dialog.open).toBe(true);
  });
});
