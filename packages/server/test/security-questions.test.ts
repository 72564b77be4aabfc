import { endpoints } from '@kalaro/contract/endpoints';
import { envelope } from '@kalaro/contract/envelope';
import {
  SECURITY_ANSWER_TRIES,
  securityQuestionsStatus,
} from '@kalaro/contract/security-questions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginOk,
  startAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { expectError, json } from './helpers.ts';

const { security, securityQuestions } = endpoints;
type Headers = Record<string, string>;
type Response = { statusCode: number; body: string };

const ANSWERS = [
  { questionId: 'first_pet', answer: 'Bantay' },
  { questionId: 'birth_city', answer: 'Quezon City' },
];

describe('security questions', () => {
  let t: AccountsTestApp;
  let demo: Headers;
  let team1: Headers;
  let team2: Headers;
  let team3: Headers;

  const send = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
    payload === undefined
      ? t.app.inject({ method, url, headers })
      : t.app.inject({ method, url, headers, payload: payload as object });
  const status = async (headers: Headers) => {
    const r = await send('GET', securityQuestions.status.path, headers);
    expect(r.statusCode, r.body).toBe(200);
    return envelope(securityQuestionsStatus).parse(json(r)).value!;
  };
  const setQuestions = (headers: Headers, password: string, answers: unknown = ANSWERS) =>
    send('POST', securityQuestions.set.path, headers, { password, answers });
  const setPayment = (
    headers: Headers,
    currentPassword: string,
    next: string,
    securityAnswers?: unknown,
  ) =>
    send('POST', security.paymentPassword.path, headers, {
      currentPassword,
      newPaymentPassword: next,
      confirmPaymentPassword: next,
      ...(securityAnswers === undefined ? {} : { securityAnswers }),
    });
  const expectDone = (r: Response) => {
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r)).toEqual({ success: true, value: { done: true } });
  };

  beforeAll(async () => {
    t = await startAccountsApp();
    const log = async (name: string, password: string, ip: string) =>
      bearer((await loginOk(t, name, password, ip)).token);
    demo = await log('demo', 'Demo1234', '10.60.0.1');
    team1 = await log('team1', 'Team1234', '10.60.0.2');
    team2 = await log('team2', 'Team1234', '10.60.0.3');
    team3 = await log('team3', 'Team1234', '10.60.0.4');
  });
  afterAll(() => t.close());

  it('asks a visitor to log in and refuses a trial account', async () => {
    expectError(await send('GET', securityQuestions.status.path, {}), 401, 'auth.required');
    expectError(await setQuestions({}, 'Demo1234'), 401, 'auth.required');
    const trial = bearer(await startTrial(t));
    expectError(
      await send('GET', securityQuestions.status.path, trial),
      403,
      'auth.trial_restricted',
    );
    expectError(await setQuestions(trial, 'x'), 403, 'auth.trial_restricted');
  });

  it('are set with the login password and stored only as a hash of the normalised answer', async () => {
    expect(await status(demo)).toEqual({ set: false, questionIds: [] });
    expectError(await setQuestions(demo, 'wrong-password'), 400, 'auth.password_incorrect');
    expect((await status(demo)).set).toBe(false);

    const r = await setQuestions(demo, 'Demo1234');
    expectDone(r);
    expect(r.body).not.toContain('Bantay');
    const shown = await send('GET', securityQuestions.status.path, demo);
    expect(shown.body).not.toMatch(/bantay|quezon|argon2/i);
    expect(await status(demo)).toEqual({ set: true, questionIds: ['first_pet', 'birth_city'] });

    const rows = (await t.app.db.execute(
      sql`select a.answer_hash from member_security_answers a join members m on m.id = a.member_id where m.username = 'demo' order by a.position`,
    )) as unknown as { rows: { answer_hash: string }[] };
    const hashes = rows.rows.map((row) => row.answer_hash);
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toMatch(/bantay|quezon/i);
    }
  });

  it('must be distinct known questions with answers of bounded length, and nothing else', async () => {
    expectError(
      await setQuestions(team1, 'Team1234', [ANSWERS[0], { ...ANSWERS[0], answer: 'Other' }]),
      400,
      'security.questions_duplicate',
    );
    expectError(
      await setQuestions(team1, 'Team1234', [ANSWERS[0], { ...ANSWERS[1], answer: '  x  ' }]),
      400,
      'security.answer_invalid',
    );
    expectError(
      await setQuestions(team1, 'Team1234', [
        ANSWERS[0],
        { ...ANSWERS[1], answer: 'y'.repeat(65) },
      ]),
      400,
      'security.answer_invalid',
    );
    for (const bad of [
      [ANSWERS[0]],
      [...ANSWERS, { questionId: 'first_school', answer: 'abc' }],
      [ANSWERS[0], { questionId: 'not_a_question', answer: 'abc' }],
      [ANSWERS[0], { ...ANSWERS[1], answer: 42 }],
      [ANSWERS[0], { ...ANSWERS[1], extra: true }],
      'x'.repeat(10_000),
    ]) {
      const r = await setQuestions(team1, 'Team1234', bad);
      expect(r.statusCode, r.body).toBe(400);
    }
    const extra = await send('POST', securityQuestions.set.path, team1, {
      password: 'Team1234',
      answers: ANSWERS,
      hint: 'my dog',
    });
    expect(extra.statusCode).toBe(400);
    expect((await status(team1)).set).toBe(false);
  });

  it('are replaced only with the login password', async () => {
    expectDone(await setQuestions(team2, 'Team1234'));
    const next = [
      { questionId: 'first_school', answer: 'San Roque Elementary' },
      { questionId: 'favourite_food', answer: 'Adobo' },
    ];
    expectError(await setQuestions(team2, 'Team9999', next), 400, 'auth.password_incorrect');
    expect((await status(team2)).questionIds).toEqual(['first_pet', 'birth_city']);
    expectDone(await setQuestions(team2, 'Team1234', next));
    expect((await status(team2)).questionIds).toEqual(['first_school', 'favourite_food']);
    // The old answers no longer count.
    expectError(
      await setPayment(team2, 'Team1234', '135790', ANSWERS),
      400,
      'security.answers_incorrect',
    );
    expectDone(
      await setPayment(team2, 'Team1234', '135790', [
        { questionId: 'favourite_food', answer: ' ADOBO ' },
        { questionId: 'first_school', answer: 'san  roque elementary' },
      ]),
    );
  });

  it('guard the payment password: required, wrong answers refused, right answers (normalised) accepted', async () => {
    // demo set its questions above and has no payment password yet.
    expectError(await setPayment(demo, 'Demo1234', '246810'), 400, 'security.answers_required');
    expectError(
      await setPayment(demo, 'Demo1234', '246810', [
        ANSWERS[0],
        { ...ANSWERS[1], answer: 'Manila' },
      ]),
      400,
      'security.answers_incorrect',
    );
    expectDone(
      await setPayment(demo, 'Demo1234', '246810', [
        { questionId: 'birth_city', answer: '  QUEZON   city' },
        { questionId: 'first_pet', answer: 'bantay' },
      ]),
    );
    // Changing it later needs the answers as well as the old payment password.
    expectError(await setPayment(demo, '246810', '112233'), 400, 'security.answers_required');
    expectDone(await setPayment(demo, '246810', '112233', ANSWERS));
  });

  it('count wrong answers against a limit, then refuse even the right ones for a while', async () => {
    expectDone(await setQuestions(team3, 'Team1234'));
    const wrong = [ANSWERS[0], { ...ANSWERS[1], answer: 'Cebu' }];
    for (let i = 0; i < SECURITY_ANSWER_TRIES; i++) {
      expectError(
        await setPayment(team3, 'Team1234', '975310', wrong),
        400,
        'security.answers_incorrect',
      );
    }
    expectError(await setPayment(team3, 'Team1234', '975310', ANSWERS), 429, 'rate.limited');
    t.clock.advance(16 * 60_000);
    expectDone(await setPayment(team3, 'Team1234', '975310', ANSWERS));
  });
});
