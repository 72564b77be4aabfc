import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Application,
  FeedbackItem,
  PromotionDetail,
  PromotionSummary,
} from '@kalaro/contract/promotions';
import { renderAppAt } from '@/app/test-app';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

let urls = 0;
beforeEach(() => {
  // jsdom has no object URLs; the previews only need distinct strings.
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
});
const member = () =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type: 0, firstTimeLogin: false });

const summary = (id: number, overrides: Partial<PromotionSummary> = {}): PromotionSummary => ({
  id,
  title: `Promotion ${id}`,
  summary: `Summary of promotion ${id}`,
  imageUrl: null,
  acceptsApplications: true,
  endAt: null,
  applicationStatus: null,
  ...overrides,
});

const detail = (overrides: Partial<PromotionDetail> = {}): PromotionDetail => ({
  ...summary(1),
  content: '<p>Show us your <strong>big win</strong></p><script>alert(1)</script>',
  startAt: null,
  application: null,
  canApply: true,
  ...overrides,
});

const png = (name = 'win.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1])], name, {
    type: 'image/png',
  });

/** The FormData the app sent with a call. */
const sentForm = (fetchMock: ReturnType<typeof apiFetch>['fetchMock'], key: string) => {
  const call = fetchMock.mock.calls.find(([input, init]) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return `${init?.method ?? 'GET'} ${path}` === key;
  });
  return call?.[1]?.body as FormData | undefined;
};

function promotionsServer() {
  let current: Application | null = null;
  return {
    'GET /wps/promotions': () =>
      ok({
        list: [
          summary(1, { applicationStatus: current?.status ?? null }),
          summary(2, { acceptsApplications: false, endAt: '2099-01-31T00:00:00Z' }),
        ],
      }),
    'GET /wps/promotions/1': () => ok(detail({ application: current, canApply: current === null })),
    'POST /wps/promotions/1/applications': () => {
      current = {
        id: 7,
        promotionId: 1,
        status: 'pending',
        comment: 'Won 250×',
        images: [{ id: 'a', url: '/wps/uploads/a' }],
        createdAt: '2026-11-20T10:00:00Z',
        reviewNote: null,
      };
      return ok(current);
    },
    'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
    'GET /wps/wallet/balance': ok({ sumBalance: '1000.00', currency: 'PHP' }),
  };
}

describe('promotions', () => {
  it('lists the promotions; a card opens its detail with sanitised content', async () => {
    apiFetch(startupFixture(), promotionsServer());
    await renderAppAt('/m/activity');
    const first = await screen.findByRole('link', { name: 'Promotion 1' });
    expect(first).toHaveTextContent('Apply now');
    expect(screen.getByRole('link', { name: 'Promotion 2' })).toHaveTextContent(/Ends/);
    await userEvent.click(first);
    const article = await screen.findByRole('article', { name: 'Promotion 1' });
    expect(article).toHaveTextContent('Show us your big win');
    expect(article.querySelector('script')).toBeNull();
    // A visitor is asked to log in to apply.
    expect(within(article).getByRole('button', { name: 'Log in to apply' })).toBeVisible();
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
  });

  it('counts the comment live and refuses more than 140 characters before sending', async () => {
    member();
    const api = apiFetch(startupFixture(), promotionsServer());
    await renderAppAt('/m/activityInfo?id=1');
    const comment = await screen.findByLabelText('Comment');
    const user = userEvent.setup();
    await user.type(comment, 'Big 🎉');
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('5/140');
    await user.clear(comment);
    await user.click(comment);
    await user.paste('x'.repeat(141));
    expect(screen.getByTestId('comment-counter')).toHaveTextContent('141/140');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('The comment can be at most 140 characters')).toBeVisible();
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveFocus();
    expect(api.find('POST /wps/promotions/1/applications')).toHaveLength(0);
  });

  it('previews images, removes one, refuses a non-image, and sends comment and images', async () => {
    member();
    const api = apiFetch(startupFixture(), promotionsServer());
    await renderAppAt('/m/activityInfo?id=1');
    const user = userEvent.setup({ applyAccept: false });
    await user.type(await screen.findByLabelText('Comment'), '  Won 250×  ');
    const input = screen.getByTestId('image-picker-input');

    await user.upload(input, [png('one.png'), png('two.png')]);
    expect(screen.getByRole('img', { name: 'Image 1: one.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(screen.getByRole('button', { name: 'Remove image 1 (one.png)' }));
    expect(screen.queryByRole('img', { name: /one\.png/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Image 1: two.png' })).toBeVisible();

    await user.upload(screen.getByTestId('image-picker-input'), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    expect(screen.getByText('Only PNG and JPG images can be added.')).toHaveAttribute(
      'role',
      'alert',
    );

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const status = await screen.findByTestId('application-status');
    expect(status).toHaveTextContent('Pending review');
    const form = sentForm(api.fetchMock, 'POST /wps/promotions/1/applications')!;
    expect(form.get('comment')).toBe('Won 250×');
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['two.png']);
    expect(screen.queryByLabelText('Comment')).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the form", async () => {
    member();
    apiFetch(startupFixture(), {
      ...promotionsServer(),
      'POST /wps/promotions/1/applications': fail(415, 'upload.not_image'),
    });
    await renderAppAt('/m/activityInfo?id=1');
    await userEvent.type(await screen.findByLabelText('Comment'), 'hi');
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Only PNG and JPG images can be sent')).toBeVisible();
  });

  it('says so for an unknown or malformed id', async () => {
    apiFetch(startupFixture(), {
      'GET /wps/promotions/9': fail(404, 'promotion.not_found'),
    });
    await renderAppAt('/m/activityInfo?id=9');
    expect(await screen.findByText('This promotion is not available')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all promotions' })).toBeVisible();
  });
});

describe('feedback', () => {
  const replied: FeedbackItem = {
    id: 1,
    categoryId: 2,
    category: 'Games',
    text: 'Fishing games are slow',
    images: [],
    status: 'replied',
    reply: 'Fixed on Friday',
    createdAt: '2026-11-20T10:00:00Z',
    repliedAt: '2026-11-20T16:00:00Z',
  };

  function feedbackServer() {
    let list = [replied];
    return {
      'GET /wps/feedback/categories': ok({
        list: [
          { id: 1, name: 'Deposit and withdrawal' },
          { id: 2, name: 'Games' },
        ],
      }),
      'GET /wps/feedback': () => ok({ list }),
      'PUT /wps/feedback': () => {
        const item: FeedbackItem = {
          ...replied,
          id: 2,
          categoryId: 1,
          category: 'Deposit and withdrawal',
          text: 'Please add GCash',
          status: 'open',
          reply: null,
          repliedAt: null,
        };
        list = [item, ...list];
        return ok(item);
      },
      'GET /wps/member/info': ok({ nickname: null, account: 'demo' }),
      'GET /wps/wallet/balance': ok({ sumBalance: '1000.00', currency: 'PHP' }),
    };
  }

  it('lists my feedback with the reply, checks the form, then sends it', async () => {
    member();
    const api = apiFetch(startupFixture(), feedbackServer());
    await renderAppAt('/m/feedback');
    const first = await screen.findByRole('article', { name: 'Games' });
    expect(first).toHaveTextContent('Replied');
    expect(first).toHaveTextContent('Fixed on Friday');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose a category')).toBeVisible();
    expect(screen.getByLabelText('Category')).toHaveFocus();
    expect(screen.getByText('Please write your feedback')).toBeVisible();
    expect(api.find('PUT /wps/feedback')).toHaveLength(0);

    await waitFor(() => expect(screen.getByLabelText('Category')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Category'), 'Deposit and withdrawal');
    await user.type(screen.getByLabelText('Your feedback'), 'Please add GCash');
    await user.upload(screen.getByTestId('image-picker-input'), [png()]);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(
      await screen.findByRole('article', { name: 'Deposit and withdrawal' }),
    ).toHaveTextContent('Awaiting reply');
    const form = sentForm(api.fetchMock, 'PUT /wps/feedback')!;
    expect(form.get('categoryId')).toBe('1');
    expect(form.get('text')).toBe('Please add GCash');
    expect(form.getAll('images')).toHaveLength(1);
    expect(screen.getByLabelText('Your feedback')).toHaveValue('');
  });

  it('asks a visitor to log in', async () => {
    apiFetch(startupFixture(), feedbackServer());
    await renderAppAt('/m/feedback');
    expect(await screen.findByTestId('login-prompt')).toHaveTextContent('Log in to send feedback');
  });
});
