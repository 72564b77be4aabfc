import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/session';
import { AgentHome } from '@/features/agent/components/agent-home';
import { mayOpenAgentHome } from '@/features/agent/model';
import { HOME_PATH } from '@/app/routes/table';

/** /m/agent: the agent home; without a session, or for member types 0, 4 and 40, home instead. */
export default function AgentScreen() {
  const session = useSession();
  if (!mayOpenAgentHome(session)) return <Navigate to={HOME_PATH} replace />;
  return <AgentHome />;
}
