import { UserAgreement } from '@/features/service/components/user-agreement';

/** /m/useragreement: the operator's user agreement, sanitised, with the age line. */
export default function UserAgreementScreen() {
  return <UserAgreement />;
}
