import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml, sanitizeHtml } from '@/shared/ui/safe-html';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

afterEach(() => {
  delete window.pwned;
});

const renderHtml = (html: string, onLinkClick?: () => void) => {
  const router = createMemoryRouter(
    [
      {
        path: '/m/home',
        element: (
          <div data-testid="host">
            <SafeHtml html={html} onLinkClick={onLinkClick} />
          </div>
        ),
      },
      { path: '/m/activity', element: <h1>Activity page</h1> },
    ],
    { initialEntries: ['/m/home'] },
  );
  render(<RouterProvider router={router} />);
  return { router, host: screen.getByTestId('host') };
};

describe('SafeHtml', () => {
  it('drops scripts, event handlers and script URLs, keeping the text and images', async () => {
    const { host } = renderHtml(
      '<p>Hello <b>player</b></p><script>window.pwned = true</script>' +
        '<img src="x" alt="promo" onerror="window.pwned = true">' +
        '<a href="javascript:window.pwned=true">trap</a>' +
        '<div onclick="window.pwned = true">click me</div>',
    );
    expect(host).toHaveTextContent('Hello player');
    expect(host.querySelector('script')).toBeNull();
    const image = screen.getByRole('img', { name: 'promo' });
    expect(image).not.toHaveAttribute('onerror');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(host.innerHTML).not.toMatch(/onerror|onclick|javascript:|pwned/i);
    // The neutralised link is plain text now, and clicking it runs nothing.
    expect(screen.queryByRole('link', { name: 'trap' })).toBeNull();
    await userEvent.click(screen.getByText('trap'));
    await userEvent.click(screen.getByText('click me'));
    image.dispatchEvent(new Event('error'));
    expect(window.pwned).toBeUndefined();
  });

  it('removes frames, forms, styles and inline style attributes', () => {
    const html = sanitizeHtml(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="password"><button>Send</button></form>' +
        '<p style="position:fixed;inset:0" class="x">text</p><svg><script>1</script></svg>',
    );
    // The text of a removed element is kept; the element and its attributes are not.
    expect(html).toBe('Send<p>text</p>');
  });

  it('opens absolute http(s) links in a new tab without opener', () => {
    renderHtml('<a href="https://partner.example/promo" target="_self">Partner</a>');
    const link = screen.getByRole('link', { name: 'Partner' });
    expect(link).toHaveAttribute('href', 'https://partner.example/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('navigates inside the app for app paths', async () => {
    const onLinkClick = vi.fn();
    const { router } = renderHtml('<p>See <a href="/m/activity">our events</a></p>', onLinkClick);
    const link = screen.getByRole('link', { name: 'our events' });
    expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Activity page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/m/activity');
    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });
});
