import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';
import { DropdownMenu } from './dropdown-menu';

afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Split & Pay</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Split & Pay"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <label>
          Amount to pay
          <input />
        </label>
      </Dialog>
    </>
  );
}

function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu
        trigger={<Button>Actions for Window 2</Button>}
        items={[{ label: 'Split & Pay', onSelect: () => setOpen(true) }]}
      />
      <Dialog open={open} onOpenChange={setOpen} title="Split & Pay">
        <input aria-label="Amount to pay" />
      </Dialog>
    </>
  );
}

describe('a dialog', () => {
  it('takes the focus, keeps it inside while tabbing, closes with Escape and gives it back', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Split & Pay' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Split & Pay' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives the focus back as the dialog unmounts, a tick later.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back when closed by one of its own buttons', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Split & Pay' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opened from a menu item, gives the focus back to the menu button', async () => {
    const user = userEvent.setup();
    render(<FromMenu />);
    // The menu's code comes once the page is idle (a second here, without requestIdleCallback);
    // until then its button shows, disabled.
    const trigger = await waitFor(
      () => {
        const button = screen.getByRole('button', { name: 'Actions for Window 2' }) as HTMLButtonElement;
        expect(button.disabled).toBe(false);
        return button;
      },
      { timeout: 5_000 },
    );
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Split & Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split & Pay' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
