import { Navigate } from 'react-router';
import { useSession } from '@/shared/session/session';
import { AgentNotices } from '@/features/agent/components/agent-notices';
import { mayOpenAgentHome } from '@/features/agent/model';
import { HOME_PATH } from '@/app/routes/table';

/** /m/member/notice?types=A: the agent announcements; anyone else goes home. */
export default function AgentNoticeScreen() {
  const session = useSession();
  if (!mayOpenAgentHome(session)) return <Navigate to={HOME_PATH} replace />;
  return <AgentNotices />;
}
