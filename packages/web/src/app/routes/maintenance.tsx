import { MaintenancePage } from '@/features/startup/components/maintenance-page';
import { useStartupSettings } from '@/features/startup/api/get-startup';

/** /m/maintenance: the maintenance page under the app header. */
export default function MaintenanceScreen() {
  const settings = useStartupSettings();
  return (
    <MaintenancePage
      operatorName={settings.operatorName}
      notice={settings.maintenanceNotice}
      headingLevel={2}
      fullScreen={false}
    />
  );
}
