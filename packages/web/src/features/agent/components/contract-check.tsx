import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { usePendingContracts } from '@/features/agent/api/contracts';
import { CONTRACT_PATHS, pendingContractKinds } from '@/features/agent/model';

/**
 * The contract-request check on home, for an agent of a type other
 * than 4, 40, 41 and 42: one dialog per pending offer, in turn (daily salary,
 * dividend, hourly salary). Cancel moves to the next; Go opens that contract.
 */
export function ContractCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pending = usePendingContracts(true);
  const [asked, setAsked] = useState(0);
  const kinds = pending.data ? pendingContractKinds(pending.data) : [];
  const kind = kinds[asked];
  if (!kind) return null;
  return (
    <ConfirmDialog
      // A new dialog for each offer: screen readers announce each one.
      key={kind}
      open
      message={t(`contract_prompt_${kind}`)}
      confirmLabel={t('contract_go')}
      onCancel={() => setAsked((n) => n + 1)}
      onConfirm={() => {
        setAsked(kinds.length);
        void navigate(CONTRACT_PATHS[kind]);
      }}
    />
  );
}
