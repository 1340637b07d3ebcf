import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, modalWrapperDelayMs } from './modal';
import { PopupHost, showPopup } from './popup';

function Harness({ second = false }: { second?: boolean }) {
  const [open, setOpen] = useState(false);
  const [open2, setOpen2] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>open</button>
      <button onClick={() => setOpen2(true)}>open second</button>
      <Modal open={open} onClose={() => setOpen(false)} title="First">
        first body
      </Modal>
      {second ? (
        <Modal open={open2} onClose={() => setOpen2(false)} title="Second" layer={1}>
          second body
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('shows its wrapper 100 ms after opening, with a title and close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    expect(screen.getByTestId('modal-cover')).toBeInTheDocument();
    advance(modalWrapperDelayMs - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('does not close on a background click, only by its close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    advance(modalWrapperDelayMs);
    fireEvent.click(screen.getByTestId('modal-cover'));
    fireEvent.mouseDown(screen.getByTestId('modal-cover'));
    advance(1000);
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // It fades for the same 100 ms, then leaves the page.
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    advance(modalWrapperDelayMs);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the topmost modal only on Escape, then the one below on the next Escape', () => {
    render(<Harness second />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByText('open second'));
    advance(modalWrapperDelayMs);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    advance(modalWrapperDelayMs);
    expect(screen.queryByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'Escape' });
    advance(modalWrapperDelayMs);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // With nothing open, Escape is left alone.
    expect(fireEvent.keyDown(document.body, { key: 'Escape' })).toBe(true);
  });

  it('leaves an Escape that a control inside the modal already handled (a dropdown closing)', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    advance(modalWrapperDelayMs);
    const dialog = screen.getByRole('dialog', { name: 'First' });
    dialog.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    advance(modalWrapperDelayMs);
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Enter' });
    advance(modalWrapperDelayMs);
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
  });

  it('fixes the body while open and restores the scroll position on close', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('open'));
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    advance(modalWrapperDelayMs);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(modalWrapperDelayMs);
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('stacks: the body stays fixed until the last modal closes', () => {
    render(<Harness second />);
    fireEvent.click(screen.getByText('open'));
    fireEvent.click(screen.getByText('open second'));
    advance(modalWrapperDelayMs);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    advance(modalWrapperDelayMs);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(document.body.style.position).toBe('fixed');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(modalWrapperDelayMs);
    expect(document.body.style.position).toBe('');
  });
});

describe('showPopup', () => {
  it('closes on a cover click and resolves null', async () => {
    render(<PopupHost />);
    let result: Promise<string | null> = Promise.resolve('x');
    act(() => {
      result = showPopup({ title: 'Heads up', text: 'Body' });
    });
    expect(screen.getByRole('alertdialog', { name: 'Heads up' })).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('popup-cover'));
    await expect(result).resolves.toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('ignores the cover when cover close is disabled and resolves with the pressed button', async () => {
    render(<PopupHost />);
    let result: Promise<string | null> = Promise.resolve(null);
    act(() => {
      result = showPopup({
        title: 'Confirm',
        html: '<p>Sure?<script>window.hacked = 1</script></p>',
        disableCoverClose: true,
        buttons: [
          { key: 'no', label: 'No' },
          { key: 'yes', label: 'Yes' },
        ],
      });
    });
    fireEvent.click(screen.getByTestId('popup-cover'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // The body appears once the sanitiser has loaded, without its script.
    expect(await screen.findByText('Sure?')).toBeInTheDocument();
    expect(document.querySelector('[role="alertdialog"] script')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(result).resolves.toBe('yes');
  });

  it('closes on Escape like the cover, before the modal under it, and not when it must be answered', async () => {
    vi.useFakeTimers();
    render(
      <>
        <Harness />
        <PopupHost />
      </>,
    );
    fireEvent.click(screen.getByText('open'));
    act(() => vi.advanceTimersByTime(modalWrapperDelayMs));
    let result: Promise<string | null> = Promise.resolve('x');
    act(() => {
      result = showPopup({ title: 'Confirm your bet', buttons: [{ key: 'confirm', label: 'Confirm' }] });
    });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await expect(result).resolves.toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The modal under the popup is still open; the next Escape is its own.
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();

    act(() => {
      result = showPopup({ title: 'Must answer', disableCoverClose: true, buttons: [{ key: 'ok', label: 'OK' }] });
    });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('alertdialog', { name: 'Must answer' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'First' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toBe('ok');
  });

  it('closes by itself after its timeout', async () => {
    vi.useFakeTimers();
    render(<PopupHost />);
    let result: Promise<string | null> = Promise.resolve('x');
    act(() => {
      result = showPopup({ text: 'Saved', timeoutMs: 3000 });
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(result).resolves.toBeNull();
  });
});
