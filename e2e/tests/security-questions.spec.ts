import { test, expect } from '../support/fixtures.ts';
import { expectNoSeriousAxeViolations } from '../support/axe.ts';
import {
  EXPECTED_HTTP_ERRORS,
  forgiveConsoleErrors,
  registerByUsername,
  uniqueUsername,
} from '../support/accounts.ts';

/*
 * Security questions against the real server: a new member sets two questions
 * from the security centre; from then on the payment password is set only with
 * the right answers (a wrong one is refused with its message).
 */

const PASSWORD = 'Member1234';

test('a member sets security questions; the payment password then asks the answers', async ({
  page,
  consoleErrors,
}) => {
  test.slow(); // two forms, each hashed on the server
  await registerByUsername(page, uniqueUsername(), PASSWORD);
  await page.goto('/m/securityCenter');
  await expect(page.getByRole('heading', { name: 'Security level: Low' })).toBeVisible();
  const row = page.getByTestId('security-questions');
  await expect(row).toContainText('Not set');
  await row.getByRole('link', { name: /Security questions/ }).click();
  await expect(page).toHaveURL(/\/m\/securityQuestions$/);

  await expect(page.getByLabel('Question 1', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/m/securityQuestions, the form');
  await page
    .getByLabel('Question 1', { exact: true })
    .selectOption({ label: 'What was the name of your first pet?' });
  await page
    .getByLabel('Question 2', { exact: true })
    .selectOption({ label: 'In which city were you born?' });
  // Each answer is labelled by its question in full.
  await page.getByLabel('What was the name of your first pet?', { exact: true }).fill('Bantay');
  await page.getByLabel('In which city were you born?', { exact: true }).fill('  Quezon   City ');
  await page.getByLabel('Login password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Security questions saved')).toBeVisible();
  await expect(page.getByText('In which city were you born?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change questions' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/m/securityQuestions, set');

  await page.goto('/m/securityCenter');
  // The centre reads the overview, the questions and the linked accounts again: slow on a busy machine.
  await expect(page.getByRole('heading', { name: /^Security level/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(row).toContainText('Set');
  await expect(row).not.toContainText('Not set');

  const payment = page.getByTestId('security-paymentPassword');
  await payment.locator('summary').click();
  await payment.getByLabel('Login password', { exact: true }).fill(PASSWORD);
  await payment.getByLabel('New payment password', { exact: true }).fill('246810');
  await payment.getByLabel('Confirm payment password', { exact: true }).fill('246810');
  const pet = payment.getByLabel('What was the name of your first pet?', { exact: true });
  const city = payment.getByLabel('In which city were you born?', { exact: true });
  await pet.fill('Bantay');
  await city.fill('Manila');
  await expectNoSeriousAxeViolations(page, '/m/securityCenter, payment password with answers');
  await payment.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(payment.getByText('The answers to your security questions are wrong')).toBeVisible();

  // Case and spaces do not matter.
  await city.fill('quezon city');
  await payment.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(page.getByText('Payment password saved')).toBeVisible();
  await expect(payment.getByLabel('Current payment password', { exact: true })).toBeVisible();
  forgiveConsoleErrors(consoleErrors, EXPECTED_HTTP_ERRORS);
});
