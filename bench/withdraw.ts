/**
 * npm run bench (fourth part) — withdrawals under load on one account. Builds the
 * app in-process (PGlite, and PostgreSQL when BENCH_DATABASE_URL is set), gives
 * one member 1,000.00, a payment password and a bank card, and fires 200
 * withdrawal requests of 70.00 at once over HTTP. At most 14 fit; the rest must be
 * refused with wallet.insufficient_funds. Checks that the hold never passed the
 * balance, that the hold equals the pending requests and that the ledger sums to
 * the balance. Then the operator reviews every held request twice at once (half
 * paid, half rejected): each is settled once, the rest refused, and the ledger
 * still sums to the balance with nothing left held. Writes
 * bench/results/withdraw.json; exits non-zero when a check fails.
 */
import { randomUUID } from 'node:crypto';
import { endpoints } from '@kalaro/contract/endpoints';
import type { BankCard, WithdrawRequest } from '@kalaro/contract/payments';
import { eq } from 'drizzle-orm';
import { createPasswordHasher } from '../packages/server/src/lib/password.ts';
import { updateMember } from '../packages/server/src/modules/accounts/repo.ts';
import {
  getOperatorConfig,
  replaceOperatorConfig,
} from '../packages/server/src/modules/operator/service.ts';
import { withdrawRequestsTable } from '../packages/server/src/modules/withdraw/tables.ts';
import { findWallet, listEntries } from '../packages/server/src/modules/wallet/repo.ts';
import {
  type BenchDatabaseKind,
  benchMember,
  round,
  runCheckedBench,
  startBenchApp,
} from './load-app.ts';

const REQUESTS = Number(process.env.BENCH_WITHDRAW_REQUESTS ?? 200);
const START_BALANCE_MINOR = 100_000;
const AMOUNT = '70.00';
const AMOUNT_MINOR = 7_000;
const PAY_PASSWORD = '246810';

async function run(kind: BenchDatabaseKind) {
  const adminToken = `bench-admin-${randomUUID()}`;
  const { app, baseUrl, close } = await startBenchApp(kind, { adminToken });
  try {
    // Let the 24-hour count allow every request, so that only the balance limits them.
    const config = await getOperatorConfig(app.db);
    await replaceOperatorConfig(app.db, {
      ...config,
      payments: {
        ...config.payments,
        withdraw: {
          ...config.payments.withdraw,
          minAmount: '1.00',
          dailyCount: 1000,
          dailyAmount: '999999.00',
        },
      },
    });
    const { member, headers } = await benchMember(app, 'benchwithdraw', START_BALANCE_MINOR);
    await updateMember(app.db, member.id, {
      payeeName: 'Bench Payee',
      paymentPasswordHash: await createPasswordHasher().hash(PAY_PASSWORD),
    });
    const added = await fetch(`${baseUrl}${endpoints.withdraw.addCard.path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ bankCode: 'VISA', cardNumber: '4111111111111111' }),
    });
    const card = ((await added.json()) as { value: BankCard }).value;

    const url = `${baseUrl}${endpoints.withdraw.create.path}`;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, async () => {
        const r = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ cardId: card.id, amount: AMOUNT, paymentPassword: PAY_PASSWORD }),
        });
        return {
          status: r.status,
          body: (await r.json()) as { errorCode?: string; value?: WithdrawRequest },
        };
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const wallet = (await findWallet(app.db, member.id))!;
    const entries = await listEntries(app.db, member.id);
    const pending = await app.db
      .select()
      .from(withdrawRequestsTable)
      .where(eq(withdrawRequestsTable.memberId, member.id));
    const held = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.body.errorCode === 'wallet.insufficient_funds');
    const other = answers.filter(
      (a) => a.status !== 200 && a.body.errorCode !== 'wallet.insufficient_funds',
    );
    const ledgerSum = entries.reduce((sum, e) => sum + e.amountMinor, 0);
    const pendingSum = pending.reduce((sum, p) => sum + p.amountMinor, 0);
    const checks: Record<string, boolean> = {
      heldWithinBalance: wallet.heldMinor <= wallet.balanceMinor,
      heldEqualsPendingRequests: wallet.heldMinor === pendingSum && pending.length === held.length,
      balanceEqualsLedgerSum: wallet.balanceMinor === ledgerSum,
      balanceUnchanged: wallet.balanceMinor === START_BALANCE_MINOR,
      onlyExpectedRefusals: other.length === 0,
    };

    // The operator's review: every held request twice at once, even ones paid, odd ones rejected.
    const ids = held.map((a) => a.body.value!.id);
    const reviewUrl = (id: string) =>
      `${baseUrl}${endpoints.withdraw.adminReview.path.replace(':id', id)}`;
    const reviewStarted = performance.now();
    const reviews = await Promise.all(
      [...ids, ...ids].map(async (id) => {
        const status = ids.indexOf(id) % 2 === 0 ? 'approved' : 'rejected';
        const r = await fetch(reviewUrl(id), {
          method: 'PUT',
          headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status, note: status === 'rejected' ? 'bench' : undefined }),
        });
        return { status: r.status, body: (await r.json()) as { errorCode?: string } };
      }),
    );
    const reviewSeconds = (performance.now() - reviewStarted) / 1000;
    const paidCount = ids.filter((_, i) => i % 2 === 0).length;
    const after = (await findWallet(app.db, member.id))!;
    const afterEntries = await listEntries(app.db, member.id);
    const afterLedgerSum = afterEntries.reduce((sum, e) => sum + e.amountMinor, 0);
    const paidRows = afterEntries.filter((e) => e.type === 'withdraw');
    const expectedBalance = START_BALANCE_MINOR - paidCount * AMOUNT_MINOR;
    const reviewChecks = {
      eachReviewedOnce:
        reviews.filter((r) => r.status === 200).length === ids.length &&
        reviews.filter((r) => r.body.errorCode === 'withdraw.already_reviewed').length ===
          ids.length,
      onePaymentPerApproval:
        paidRows.length === paidCount && paidRows.every((e) => e.amountMinor === -AMOUNT_MINOR),
      nothingHeldAfterReview: after.heldMinor === 0,
      reviewedBalanceEqualsLedgerSum:
        after.balanceMinor === afterLedgerSum && after.balanceMinor === expectedBalance,
    };
    Object.assign(checks, reviewChecks);

    const figures = {
      database: kind,
      requests: REQUESTS,
      'requests/s': round(REQUESTS / seconds),
      held: held.length,
      'insufficient funds': refused.length,
      'other errors': other.length,
      ...(other.length > 0
        ? { 'error codes': [...new Set(other.map((a) => a.body.errorCode ?? a.status))].join() }
        : {}),
      seconds: round(seconds),
      balance: (wallet.balanceMinor / 100).toFixed(2),
      'held amount': (wallet.heldMinor / 100).toFixed(2),
      'ledger sum': (ledgerSum / 100).toFixed(2),
      reviews: reviews.length,
      'review s': round(reviewSeconds),
      'balance after review': (after.balanceMinor / 100).toFixed(2),
      'ledger sum after review': (afterLedgerSum / 100).toFixed(2),
    };
    return { figures, checks };
  } finally {
    await close();
  }
}

runCheckedBench({
  name: 'withdraw',
  title: (kind) =>
    `withdraw: ${REQUESTS} concurrent requests of ${AMOUNT} on one account (${kind})`,
  run,
  file: 'withdraw.json',
  endpoint: `POST ${endpoints.withdraw.create.path}`,
  note: 'in-process server, requests over loopback HTTP all at once (fetch), one account with 1,000.00, 70.00 each, the payment password checked (argon2id) on every request; then every held request reviewed twice at once through the admin API (half paid, half rejected)',
});
