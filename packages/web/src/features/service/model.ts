import { SERVICE_CHANNEL } from '@kalaro/contract/constants';
import type { ServiceChannel } from '@kalaro/contract/operator';
import { linkTarget } from '@/shared/links/link-target';

export type ChannelType = ServiceChannel['type'];

export interface ChannelLink {
  type: ChannelType;
  href: string;
  /** external: a new tab; native: the browser's own handler (mailto:, tel:). */
  kind: 'external' | 'native';
}

/** The order channels are offered in: live chat first, it answers fastest. */
const ORDER: readonly ChannelType[] = [
  SERVICE_CHANNEL.LIVE_CHAT,
  SERVICE_CHANNEL.MESSAGING_APP,
  SERVICE_CHANNEL.TELEGRAM,
  SERVICE_CHANNEL.FACEBOOK,
];

/**
 * The configured customer-service channels the page offers, by the shared
 * link-target rules: an http(s) address opens in a new tab, mailto:/tel: go to
 * the browser; anything else (empty, javascript:, app paths) is left out. One
 * entry per address, live chat first.
 */
export const channelLinks = (channels: readonly ServiceChannel[]): ChannelLink[] => {
  const seen = new Set<string>();
  const links: ChannelLink[] = [];
  for (const channel of channels) {
    const target = linkTarget(channel.url);
    if (target.kind !== 'external' && target.kind !== 'native') continue;
    if (seen.has(target.href)) continue;
    seen.add(target.href);
    links.push({ type: channel.type, href: target.href, kind: target.kind });
  }
  return links.sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
};

/** The age line of the user agreement: 18 or 21 per operator, 18 for anything else. */
export const agreementAge = (ageLimit: number): 18 | 21 => (ageLimit === 21 ? 21 : 18);
