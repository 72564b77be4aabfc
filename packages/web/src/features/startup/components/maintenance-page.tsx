import { useTranslation } from 'react-i18next';
import { WrenchIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { useAppReady } from '@/shared/first-paint';

interface Props {
  operatorName: string;
  /** h2 when shown under the app header (the /m/maintenance route). */
  headingLevel?: 1 | 2;
  fullScreen?: boolean;
}

export function MaintenancePage({ operatorName, headingLevel = 1, fullScreen = true }: Props) {
  useAppReady();
  const { t } = useTranslation();
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
      <p>{t('maintenance_text', { operator: operatorName })}</p>
      <p>{t('maintenance_hint')}</p>
    </StatusPage>
  );
}
