import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/session';
import { AgentDividend } from '@/features/agent/components/agent-dividend';
import { mayOpenAgentHome } from '@/features/agent/model';
import { HOME_PATH } from '@/app/routes/table';

/** /m/member/agent/agentDivident: an agent's dividend info; anyone else goes home. */
export default function AgentDividendScreen() {
  const session = useSession();
  if (!mayOpenAgentHome(session)) return <Navigate to={HOME_PATH} replace />;
  return <AgentDividend />;
}
