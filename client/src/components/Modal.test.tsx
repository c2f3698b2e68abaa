import { describe, it, expect, vi } from 'vitest';
import { useLayoutEffect, useState } from 'react';
import { screen, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Modal, type ModalProps } from './Modal';

function Harness(props: Partial<ModalProps> & { startOpen?: boolean }) {
  const [open, setOpen] = useState(props.startOpen ?? false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Example"
        onClose={
          props.onClose === undefined
            ? undefined
            : () => {
                props.onClose?.();
                setOpen(false);
              }
        }
        showClose={props.showClose}
        closeOnEscape={props.closeOnEscape}
      >
        <input aria-label="First field" />
        <button type="button">Last button</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog rendered into the body', async () => {
    renderWithProviders(<Harness startOpen />);
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('does not close on a click outside', async () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness startOpen onClose={onClose} />);
    const backdrop = screen.getByRole('dialog').parentElement!;
    await userEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('closes on Escape only when allowed', async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithProviders(<Harness startOpen onClose={onClose} closeOnEscape={false} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<Harness startOpen onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never closes on Escape without onClose', async () => {
    renderWithProviders(<Harness startOpen />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('shows the close button only when asked', async () => {
    const onClose = vi.fn();
    const { unmount } = renderWithProviders(<Harness startOpen onClose={onClose} showClose={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    unmount();
    renderWithProviders(<Harness startOpen onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scroll while open and releases it on close', async () => {
    renderWithProviders(<Harness onClose={() => undefined} />);
    expect(document.body.style.overflow).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps focus inside and gives it back to the opener', async () => {
    renderWithProviders(<Harness onClose={() => undefined} showClose={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const first = screen.getByRole('textbox', { name: 'First field' });
    const last = screen.getByRole('button', { name: 'Last button' });
    expect(document.activeElement).toBe(first);
    await userEvent.tab();
    expect(document.activeElement).toBe(last);
    await userEvent.tab();
    expect(document.activeElement).toBe(first);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    opener.focus(); // focus escaping the dialog is pulled back in
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('moves focus in without scrolling the page: the dialog is in view, and a scroll would lay the page out at once', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    renderWithProviders(<Harness onClose={() => undefined} showClose={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const first = screen.getByRole('textbox', { name: 'First field' });
    expect(focus.mock.contexts.at(-1)).toBe(first);
    expect(focus.mock.calls.at(-1)).toEqual([{ preventScroll: true }]);
    focus.mockRestore();
  });

  it('has the focus inside and the page locked when its commit ends, before the browser paints it', () => {
    const seen: { focused: string | null; overflow: string }[] = [];
    // A later sibling's layout effect runs at the end of the same commit, after the dialog's own.
    function AfterCommit() {
      useLayoutEffect(() => {
        seen.push({ focused: document.activeElement?.getAttribute('aria-label') ?? null, overflow: document.body.style.overflow });
      });
      return null;
    }
    renderWithProviders(
      <>
        <Modal open title="Example">
          <input aria-label="First field" />
        </Modal>
        <AfterCommit />
      </>,
    );
    expect(seen[0]).toEqual({ focused: 'First field', overflow: 'hidden' });
  });

  it('as a drawer, closes on a press on its overlay but not on a press inside it', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Modal open title="Menu" onClose={onClose} variant="drawer">
        <button type="button">Inside</button>
      </Modal>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.className).toContain('modal--drawer');
    await userEvent.click(screen.getByRole('button', { name: 'Inside' }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(drawer.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
