import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModalDialog } from '@/shared/ui/use-modal-dialog';
import type { ModalDialogOptions } from '@/shared/ui/use-modal-dialog';

function Dialog({ open, ...options }: ModalDialogOptions & { open: boolean }) {
  const dialog = useModalDialog(open, options);
  return (
    <dialog {...dialog} aria-label="Demo">
      <input aria-label="Name" />
      <button type="button">Close</button>
    </dialog>
  );
}

/** An opener button and the dialog, as a screen uses them. */
function Screen(options: Partial<ModalDialogOptions>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onCancel={() => setOpen(false)} {...options} />
    </>
  );
}

describe('useModalDialog where showModal is missing (jsdom, old browsers)', () => {
  it('opens with the open attribute, focuses the first button, and gives focus back on closing', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Demo' });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('focuses what initialFocus names and runs onOpen on every opening', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Screen initialFocus="input" onOpen={onOpen} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('Escape and the cancel event ask the owner, who decides: it stays open until `open` is false', () => {
    const onCancel = vi.fn();
    render(<Dialog open onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Demo' });
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape' });
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialog.dispatchEvent(cancel);
    });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');
  });
});

describe('useModalDialog with the platform dialog', () => {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  afterEach(() => {
    delete proto.showModal;
    delete proto.close;
  });

  it('shows it as a modal while open, closes it when open turns false or the owner unmounts', () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    proto.showModal = showModal;
    proto.close = close;
    const onCancel = vi.fn();
    const view = render(<Dialog open onCancel={onCancel} initialFocus="input" />);
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name')).toHaveFocus();

    view.rerender(<Dialog open={false} onCancel={onCancel} />);
    expect(close).toHaveBeenCalledTimes(1);

    view.rerender(<Dialog open onCancel={onCancel} />);
    expect(showModal).toHaveBeenCalledTimes(2);
    view.unmount();
    expect(close).toHaveBeenCalledTimes(2);
    expect(onCancel).not.toHaveBeenCalled();
  });
});
