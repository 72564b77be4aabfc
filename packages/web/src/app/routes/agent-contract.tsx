import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/shared/session/session';
import { ContractScreen } from '@/features/agent/components/contract-screen';
import { contractKindOfPath, mayCheckContracts } from '@/features/agent/model';
import { HOME_PATH } from '@/app/routes/table';

/**
 * /m/member/agent/getSalaryContract, getDevidendContract and getHourContract: an
 * agent's contract with its upline. Types without contracts (and visitors) go home.
 */
export default function AgentContractScreen() {
  const session = useSession();
  const kind = contractKindOfPath(useLocation().pathname);
  if (!mayCheckContracts(session) || !kind) return <Navigate to={HOME_PATH} replace />;
  return <ContractScreen key={kind} kind={kind} />;
}
