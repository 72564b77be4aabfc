import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { OfflineBanner } from '@/shared/ui/offline-banner';
import { renderWithProviders } from '@/shared/test/render';

const goOffline = (offline: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });

describe('offline banner', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await act(() => chooseLanguage('EN'));
  });

  it('says so while the device is offline, in a live region that is there before', async () => {
    await renderWithProviders(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    goOffline(true);
    expect(region).toHaveTextContent(
      'You are offline. The app carries on when the network is back.',
    );
    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it('shows offline from the start when the app opens without a network, in TY too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(() => chooseLanguage('TY'));
    await renderWithProviders(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline ka. Magpapatuloy ang app kapag bumalik ang network.',
    );
  });
});
