import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/session';
import { AgentRegister } from '@/features/agent/components/agent-register';
import { mayOpenAgentHome } from '@/features/agent/model';
import { HOME_PATH } from '@/app/routes/table';

/** /m/agentRegister: an agent opens a downline account; anyone else goes home. */
export default function AgentRegisterScreen() {
  const session = useSession();
  if (!mayOpenAgentHome(session)) return <Navigate to={HOME_PATH} replace />;
  return <AgentRegister />;
}
