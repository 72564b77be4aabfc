import type { StartupSettings } from '@kalaro/contract/operator';
import { useTranslation } from 'react-i18next';
import { HTML_LANG, resolveLanguage } from '@/shared/i18n/language';
import { WrenchIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { useAppReady } from '@/shared/first-paint';

interface Props {
  operatorName: string;
  /** The operator's own message and expected end, when it gave them. */
  notice?: StartupSettings['maintenanceNotice'];
  /** h2 when shown under the app header (the /m/maintenance route). */
  headingLevel?: 1 | 2;
  fullScreen?: boolean;
}

export function MaintenancePage({
  operatorName,
  notice,
  headingLevel = 1,
  fullScreen = true,
}: Props) {
  useAppReady();
  const { t, i18n } = useTranslation();
  const language = resolveLanguage(i18n.language);
  const message = notice ? operatorMessage(notice.message, language) : undefined;
  const until = notice?.expectedEnd ? formatUntil(notice.expectedEnd, HTML_LANG[language]) : '';
  return (
    <StatusPage
      testId="maintenance-page"
      icon={<WrenchIcon size={44} />}
      tone="warning"
      eyebrow={operatorName}
      title={t('maintenance_title')}
      headingLevel={headingLevel}
      fullScreen={fullScreen}
    >
      <p>{message ?? t('maintenance_text', { operator: operatorName })}</p>
      {until && <p>{t('maintenance_until', { time: until })}</p>}
      <p>{t('maintenance_hint')}</p>
    </StatusPage>
  );
}

/** The operator's message in the reader's language, else EN, else any it wrote. */
const operatorMessage = (messages: Record<string, string>, language: string) =>
  messages[language] ?? messages.EN ?? Object.values(messages)[0];

/** When maintenance should end, in the reader's language and time zone ('' when unreadable). */
function formatUntil(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
