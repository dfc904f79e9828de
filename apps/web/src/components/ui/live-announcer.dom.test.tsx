import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveAnnouncer, useLiveAnnouncer } from './live-announcer';

afterEach(cleanup);

let announceFromTest: (text: string) => void = () => {};

function Screen() {
  const announcer = useLiveAnnouncer();
  announceFromTest = announcer.announce;
  return (
    <>
      <LiveAnnouncer announcer={announcer} />
      <input aria-label="Search Item" />
    </>
  );
}

describe('the live announcer', () => {
  it('is a polite status region present from the first render, and says each message without moving the focus', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    const search = screen.getByRole('textbox', { name: 'Search Item' });
    await user.click(search);

    act(() => announceFromTest('New order #12 for Table 4'));
    expect(region.textContent).toBe('New order #12 for Table 4');
    act(() => announceFromTest('Order #11 is ready'));
    // Each message is its own node, so only the new one is read.
    expect([...region.children].map((node) => node.textContent)).toEqual([
      'New order #12 for Table 4',
      'Order #11 is ready',
    ]);
    expect(document.activeElement).toBe(search);
  });
});
