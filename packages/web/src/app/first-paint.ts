import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { depositChannelsQueryOptions } from '@/features/deposit/api/get-channels';
import { homeAnnouncementsQueryOptions } from '@/features/home/api/get-announcements';
import { startupQueryOptions } from '@/features/startup/api/get-startup';
import { decideStartup } from '@/features/startup/model';
import { storedLanguage } from '@/shared/i18n/i18n';
import { imageUrl, settledImageCdn } from '@/shared/images/image-cdn';
import { getSession } from '@/shared/session/session';
import { findRoute } from '@/app/routes/table';

/**
 * What the first screen needs from the API, asked for before any code renders.
 * Start-up settings always. On home also the announcements (whose first banner
 * is the largest thing on the first paint): otherwise they would be asked for
 * only once the settings have come back and home has rendered. As soon as both
 * answers are in, the first banner's image is preloaded at high priority, ahead
 * of the render that shows it. On the deposit form (a member's) also the deposit
 * channels.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string, search = ''): void {
  const startup = client.prefetchQuery(startupQueryOptions());
  const screen = findRoute(pathname).screen;
  if (screen === 'deposit') {
    // The deposit form's largest text (the bonus line) waits for the channels, which
    // would otherwise be asked for only once the screen's chunk has come.
    const session = getSession();
    const form = !new URLSearchParams(search).has('request');
    if (session && session.type !== MEMBER_TYPE.TRIAL && form) {
      void client.prefetchQuery(depositChannelsQueryOptions(storedLanguage()));
    }
    return;
  }
  if (screen !== 'home') return;
  const announcements = homeAnnouncementsQueryOptions(storedLanguage());
  void Promise.all([startup, client.prefetchQuery(announcements)]).then(() => {
    const settings = client.getQueryData(startupQueryOptions().queryKey);
    const first = client.getQueryData(announcements.queryKey)?.banners[0];
    // Under maintenance or a region block home does not show: nothing to preload.
    if (!settings || !first || decideStartup(settings) !== 'app') return;
    // Home picks one of several image CDNs at random: preload only when there is no choice.
    const cdn = settledImageCdn(settings.info);
    if (cdn === null) return;
    preloadImage(imageUrl(cdn, first.imageUrl));
  });
}

const preloadImage = (href: string) => {
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
};
