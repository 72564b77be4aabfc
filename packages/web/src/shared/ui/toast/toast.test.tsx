import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, toast } from '@/shared/ui/toast/toast-store';
import { Toaster } from '@/shared/ui/toast/toaster';
import { renderWithProviders } from '@/shared/test/render';

describe('toasts', () => {
  beforeEach(async () => {
    await renderWithProviders(<Toaster />);
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  const politeRegion = () => screen.getByRole('status');
  const alertRegion = () => screen.getByRole('alert');

  const expectShownFor = (show: () => void, text: string, ms: number) => {
    act(show);
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(screen.getByText(text)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  };

  it('shows a short toast for 3 s', () => {
    expectShownFor(() => void toast.short('Short one'), 'Short one', 3000);
  });

  it('shows a long toast for 8 s', () => {
    expectShownFor(() => void toast.long('Long one'), 'Long one', 8000);
  });

  it('shows an info toast for 2 s', () => {
    expectShownFor(() => void toast.info('Info one'), 'Info one', 2000);
  });

  it('shows a success toast for 1.5 s, or the duration given', () => {
    expectShownFor(() => void toast.success('Saved'), 'Saved', 1500);
    expectShownFor(() => void toast.success('Sent', { duration: 1000 }), 'Sent', 1000);
  });

  it('keeps a loading toast until it is dismissed', () => {
    let dismiss = () => {};
    act(() => {
      dismiss = toast.loading('Please wait…');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(politeRegion()).toHaveTextContent('Please wait…');
    act(() => dismiss());
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument();
  });

  it('announces info, success and loading politely', () => {
    act(() => {
      toast.info('Heads up');
      toast.success('Done');
      toast.loading('Working');
    });
    expect(politeRegion()).toHaveAttribute('aria-live', 'polite');
    expect(politeRegion()).toHaveTextContent('Heads up');
    expect(politeRegion()).toHaveTextContent('Done');
    expect(politeRegion()).toHaveTextContent('Working');
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('announces errors assertively in an alert', () => {
    act(() => void toast.error('Verification code error'));
    expect(alertRegion()).toHaveAttribute('aria-live', 'assertive');
    expect(alertRegion()).toHaveTextContent('Verification code error');
    expect(politeRegion()).not.toHaveTextContent('Verification code error');
    act(() => vi.advanceTimersByTime(3000));
    expect(alertRegion()).toBeEmptyDOMElement();
  });

  it('returns a function that dismisses the toast early', () => {
    let dismiss = () => {};
    act(() => {
      dismiss = toast.long('Going away');
    });
    act(() => dismiss());
    expect(screen.queryByText('Going away')).not.toBeInTheDocument();
  });
});
