import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/session';
import { DownlineRates } from '@/features/agent/components/downline-rates';
import { mayOpenAgentHome } from '@/features/agent/model';
import { HOME_PATH } from '@/app/routes/table';

/** /m/member/agent/agentRebeat: an agent sets its downlines' rebate rates; anyone else goes home. */
export default function AgentRebateScreen() {
  const session = useSession();
  if (!mayOpenAgentHome(session)) return <Navigate to={HOME_PATH} replace />;
  return <DownlineRates />;
}
