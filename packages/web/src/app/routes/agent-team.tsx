import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session';
import { useTeamProfitAndLoss } from '@/features/agent/api/team';
import { TeamBets } from '@/features/agent/components/team-bets';
import { TeamMembers } from '@/features/agent/components/team-members';
import { TeamOverview } from '@/features/agent/components/team-overview';
import { TeamRebate } from '@/features/agent/components/team-rebate';
import { mayOpenAgentHome, teamToolOfPath } from '@/features/agent/model';
import { ProfitLoss } from '@/features/records/components/profit-loss';
import { HOME_PATH } from '@/app/routes/table';

/**
 * The team tools of the agent home: /m/agent/team/overview, /m/member/team,
 * /m/agent/team/pnl (the member report over the whole team), /m/teamBetting and
 * /m/member/teamRebate. Visitors and members without a team go home.
 */
export default function AgentTeamScreen() {
  const session = useSession();
  const tool = teamToolOfPath(useLocation().pathname);
  if (!mayOpenAgentHome(session) || !tool) return <Navigate to={HOME_PATH} replace />;
  switch (tool) {
    case 'overview':
      return <TeamOverview />;
    case 'members':
      return <TeamMembers />;
    case 'pnl':
      return <ProfitLoss useReport={useTeamProfitAndLoss} />;
    case 'betting':
      return <TeamBets />;
    case 'rebate':
      return <TeamRebate />;
  }
}
