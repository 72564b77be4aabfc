import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SecurityOverview } from '@kalaro/contract/security';
import type { SecurityQuestionsStatus } from '@kalaro/contract/security-questions';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const overview = (overrides: Partial<SecurityOverview> = {}): SecurityOverview => ({
  hasPaymentPassword: false,
  email: null,
  mobile: null,
  payeeName: null,
  payeeNameLocked: false,
  ...overrides,
});

const unset: SecurityQuestionsStatus = { set: false, questionIds: [] };
const set: SecurityQuestionsStatus = { set: true, questionIds: ['first_pet', 'birth_city'] };

describe('security questions', () => {
  it('shows Not set in the security centre and leads to the screen', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/security': ok(overview()),
      'GET /wps/security/questions': ok(unset),
    });
    await renderAppAt('/m/securityCenter');
    // The app is ready once the centre's level shows.
    await screen.findByRole('heading', { name: 'Security level: Low' });
    const row = screen.getByTestId('security-questions');
    await waitFor(() => expect(row).toHaveTextContent('Not set'));
    expect(screen.getByText('1 of 6 protections set')).toBeVisible();
    await userEvent.click(within(row).getByRole('link', { name: /Security questions/ }));
    expect(await screen.findByLabelText('Question 1')).toBeVisible();
  });

  it('checks the choices, sends the questions with the login password, then shows them set', async () => {
    member();
    let state = unset;
    const api = apiFetch(startupFixture(), {
      'GET /wps/security/questions': () => ok(state),
      'POST /wps/security/questions': (call) => {
        const body = JSON.parse(call.body ?? '{}') as { password: string };
        if (body.password !== 'Demo1234') return fail(400, 'auth.password_incorrect');
        state = set;
        return ok({ done: true });
      },
    });
    await renderAppAt('/m/securityQuestions');
    const user = userEvent.setup();
    const first = await screen.findByLabelText('Question 1');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(api.find('POST /wps/security/questions')).toHaveLength(0);

    await user.selectOptions(first, 'What was the name of your first pet?');
    // A question chosen once cannot be chosen again.
    const second = screen.getByLabelText('Question 2');
    expect(
      within(second).getByRole('option', { name: 'What was the name of your first pet?' }),
    ).toBeDisabled();
    await user.selectOptions(second, 'In which city were you born?');
    // Each answer is labelled by its question in full.
    await user.type(screen.getByLabelText('What was the name of your first pet?'), 'x');
    await user.type(screen.getByLabelText('In which city were you born?'), 'Manila');
    await user.type(screen.getByLabelText('Login password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Each answer must be 2 to 64 characters')).toBeVisible();
    expect(api.find('POST /wps/security/questions')).toHaveLength(0);

    await user.type(screen.getByLabelText('What was the name of your first pet?'), 'ena');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    // The server's refusal shows under the field it is about.
    expect(await screen.findByText('The old password is incorrect')).toBeVisible();
    expect(screen.getByLabelText('Login password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Login password'));
    await user.type(screen.getByLabelText('Login password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Security questions saved')).toBeInTheDocument();
    expect(JSON.parse(api.find('POST /wps/security/questions').at(-1)!.body!)).toEqual({
      password: 'Demo1234',
      answers: [
        { questionId: 'first_pet', answer: 'xena' },
        { questionId: 'birth_city', answer: 'Manila' },
      ],
    });
    // Set: the questions (never the answers) and Change.
    expect(await screen.findByText('In which city were you born?')).toBeVisible();
    expect(screen.queryByDisplayValue('Manila')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Change questions' }));
    expect(screen.getByLabelText('Question 1')).toHaveValue('');
    expect(screen.getByLabelText('Answer 1')).toHaveValue('');
  });

  it('shows the server refusing a repeated question under the second question', async () => {
    member();
    apiFetch(startupFixture(), {
      'GET /wps/security/questions': ok(unset),
      'POST /wps/security/questions': fail(400, 'security.questions_duplicate'),
    });
    await renderAppAt('/m/securityQuestions');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Question 1'), 'first_school');
    await user.selectOptions(screen.getByLabelText('Question 2'), 'favourite_food');
    await user.type(screen.getByLabelText('What was the name of your first school?'), 'St Mary');
    await user.type(screen.getByLabelText('What was your favourite food as a child?'), 'Adobo');
    await user.type(screen.getByLabelText('Login password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('Choose a different question for each answer')).toBeVisible();
    expect(screen.getByLabelText('Question 2')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a retry when the questions cannot be read', async () => {
    member();
    let calls = 0;
    apiFetch(startupFixture(), {
      'GET /wps/security/questions': () => (++calls === 1 ? fail(500, 'server.error') : ok(set)),
    });
    await renderAppAt('/m/securityQuestions');
    expect(await screen.findByText('Could not load your security questions')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Change questions' })).toBeVisible();
  });

  it('asks the answers when setting the payment password; a wrong answer and the lock show their messages', async () => {
    member();
    let tries = 0;
    const api = apiFetch(startupFixture(), {
      'GET /wps/security': ok(overview()),
      'GET /wps/security/questions': ok(set),
      'POST /wps/security/payment-password': () => {
        tries += 1;
        if (tries === 1) return fail(400, 'security.answers_incorrect');
        if (tries === 2) return fail(429, 'rate.limited', { retryAfterSeconds: 900 });
        return ok({ done: true });
      },
    });
    await renderAppAt('/m/securityCenter');
    await screen.findByRole('heading', { name: 'Security level: Low' });
    // The questions set count among the protections.
    expect(await screen.findByText('2 of 6 protections set')).toBeVisible();
    const section = screen.getByTestId('security-paymentPassword');
    await userEvent.click(section.querySelector('summary')!);
    const form = within(section);
    const user = userEvent.setup();
    const pet = await form.findByLabelText('What was the name of your first pet?');
    await user.type(form.getByLabelText('Login password'), 'Demo1234');
    await user.type(form.getByLabelText('New payment password'), '123456');
    await user.type(form.getByLabelText('Confirm payment password'), '123456');
    await user.type(pet, 'Rex');
    await user.type(form.getByLabelText('In which city were you born?'), 'Cebu');
    await user.click(form.getByRole('button', { name: 'Set' }));
    expect(await form.findByText('The answers to your security questions are wrong')).toBeVisible();
    expect(JSON.parse(api.find('POST /wps/security/payment-password')[0]!.body!)).toEqual({
      currentPassword: 'Demo1234',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
      securityAnswers: [
        { questionId: 'first_pet', answer: 'Rex' },
        { questionId: 'birth_city', answer: 'Cebu' },
      ],
    });

    await user.click(form.getByRole('button', { name: 'Set' }));
    expect(await form.findByText('Too many attempts, please try again later')).toBeVisible();

    await user.click(form.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText('Payment password saved')).toBeInTheDocument();
  });
});
