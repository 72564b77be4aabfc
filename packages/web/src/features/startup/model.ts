import { FLAG } from '@kalaro/contract/constants';
import type { StartupSettings } from '@kalaro/contract/operator';

export type StartupOutcome = 'maintenance' | 'region' | 'app';

/**
 * What the app shows after start-up: maintenance wins, also
 * when the region is restricted too; a restricted region without maintenance
 * shows the restriction page; otherwise the app.
 */
export const decideStartup = ({
  maintenance,
  regionRestriction,
}: Pick<StartupSettings, 'maintenance' | 'regionRestriction'>): StartupOutcome => {
  if (maintenance) return 'maintenance';
  if (regionRestriction) return 'region';
  return 'app';
};

/** The customer-service link of the messaging-app kind, if the operator configured one. */
export const messagingAppLink = (settings: Pick<StartupSettings, 'info'>): string | null =>
  settings.info.customerService.find((channel) => channel.type === 'MESSAGINGAPP')?.url ?? null;

/** Whether the server can send SMS / e-mail (absent: it can). */
export const canSend = (
  settings: Pick<StartupSettings, 'messaging'>,
  channel: 'sms' | 'email',
): boolean => settings.messaging?.[channel] !== false;

/** The ways to reset a forgotten password the app offers: by phone (an SMS code) and by e-mail. */
export function passwordResetMethods(
  settings: Pick<StartupSettings, 'info' | 'messaging'>,
): ('phone' | 'email')[] {
  const methods: ('phone' | 'email')[] = [];
  if (isFlagOn(settings, FLAG.PASSWORD_RESET_BY_PHONE) && canSend(settings, 'sms')) {
    methods.push('phone');
  }
  if (canSend(settings, 'email')) methods.push('email');
  return methods;
}

/** True when the operator switched a whitelabel flag on. */
export const isFlagOn = (settings: Pick<StartupSettings, 'info'>, flag: string): boolean =>
  settings.info.whitelabel[flag] === true;
