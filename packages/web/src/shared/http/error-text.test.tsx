import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR } from '@/shared/http/api-error';
import { loadErrorKey, toastError, useErrorText } from '@/shared/http/error-text';
import { initI18n, loadScreenTexts } from '@/shared/i18n/i18n';
import { clearToasts, getToasts } from '@/shared/ui/toast/toast-store';

function Reason({ error }: { error: unknown }) {
  return <p>{useErrorText(error)}</p>;
}

describe('error texts on the first load (catalogue loaded on demand)', () => {
  beforeAll(async () => {
    await initI18n();
  });
  afterEach(() => clearToasts());

  it('maps a catalogued code, the network and anything else to their keys', async () => {
    expect(await loadErrorKey(new ApiError(503, 'system.maintenance'))).toBe(
      'error_platform_maintenance',
    );
    expect(await loadErrorKey(new ApiError(0, CLIENT_ERROR.NETWORK))).toBe('error_network');
    expect(await loadErrorKey(new ApiError(500, 'not.a.code'))).toBe('error_unknown');
    expect(await loadErrorKey(new Error('boom'))).toBe('error_unknown');
  });

  it('shows a failed call as an error toast with the precise message', async () => {
    toastError(new ApiError(409, 'reward.already_claimed'));
    await vi.waitFor(() => expect(getToasts()).toHaveLength(1));
    expect(getToasts()[0]).toMatchObject({
      tone: 'error',
      message: 'You have already claimed this reward',
    });
  });

  it('says something at once and the precise text once the catalogue is in', async () => {
    await loadScreenTexts();
    render(<Reason error={new ApiError(429, 'rate.limited')} />);
    // Before the catalogue chunk resolves: the basic text.
    expect(screen.getByRole('paragraph')).toHaveTextContent('Unknown error');
    await act(async () => {
      await loadErrorKey(new ApiError(429, 'rate.limited'));
    });
    expect(await screen.findByText(/too many/i)).toBeVisible();
  });
});
