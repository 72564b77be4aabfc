import { useMemo } from 'react';
import { SERVICE_CHANNEL } from '@kalaro/contract/constants';
import { ChatIcon } from '@/shared/ui/icons';
import { useStartupSettings } from '@/features/startup/api/get-startup';
import { CustomerService } from '@/features/service/components/customer-service';
import { channelLinks, type ChannelType } from '@/features/service/model';
import { FacebookIcon, HeadsetIcon, TelegramIcon } from '@/features/app-links/components/app-icons';

const iconOf = (type: ChannelType) => {
  switch (type) {
    case SERVICE_CHANNEL.LIVE_CHAT:
      return <HeadsetIcon size={24} />;
    case SERVICE_CHANNEL.TELEGRAM:
      return <TelegramIcon size={24} />;
    case SERVICE_CHANNEL.FACEBOOK:
      return <FacebookIcon size={24} />;
    default:
      return <ChatIcon size={24} />;
  }
};

/** /m/service: the customer-service channels of the operator configuration (start-up settings). */
export default function ServiceScreen() {
  const settings = useStartupSettings();
  const links = useMemo(
    () => channelLinks(settings.info.customerService),
    [settings.info.customerService],
  );
  return <CustomerService links={links} iconOf={iconOf} agreementPath="/m/useragreement" />;
}
