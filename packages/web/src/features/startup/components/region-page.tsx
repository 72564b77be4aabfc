import { useTranslation } from 'react-i18next';
import { GlobeOffIcon } from '@/shared/ui/screen-icons';
import { StatusPage } from '@/shared/ui/status-page';
import { useAppReady } from '@/shared/first-paint';

export function RegionPage({ operatorName }: { operatorName: string }) {
  useAppReady();
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="region-page"
      icon={<GlobeOffIcon size={44} />}
      tone="danger"
      eyebrow={operatorName}
      title={t('region_title')}
      headingLevel={1}
      fullScreen
    >
      <p>{t('region_text', { operator: operatorName })}</p>
      <p>{t('region_hint')}</p>
    </StatusPage>
  );
}
