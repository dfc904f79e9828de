import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from './dropdown-menu';

afterEach(cleanup);

function Menu({ onLogout }: { onLogout: () => void }) {
  return (
    <DropdownMenu
      trigger={
        <button type="button" aria-label="User menu">
          Ana
        </button>
      }
      items={[{ label: 'Logout', onSelect: onLogout }]}
    />
  );
}

describe('a dropdown menu', () => {
  it('shows its button disabled until its code is in (once the page is idle), then opens from the keyboard', async () => {
    const onLogout = vi.fn();
    render(<Menu onLogout={onLogout} />);
    const button = () => screen.getByRole('button', { name: 'User menu' });
    // Not fetched with the first render: the button waits, disabled rather than dead to a click.
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect((button() as HTMLButtonElement).disabled).toBe(false), { timeout: 5_000 });
    act(() => button().focus());
    fireEvent.keyDown(button(), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('is ready at once when drawn after its code is in', async () => {
    render(<Menu onLogout={() => undefined} />);
    expect((screen.getByRole('button', { name: 'User menu' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
