import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR } from '@/shared/http/api-error';
import { PagedReport } from '@/shared/ui/paged-report';
import { renderWithProviders } from '@/shared/test/render';

interface Page {
  list: string[];
  total: number;
  next: number | null;
}

type Load = (page: number) => Promise<Page>;

/** A report over pages of names, with a total above the list. */
function Report({ load, endText }: { load: Load; endText?: string }) {
  const query = useInfiniteQuery({
    queryKey: ['names'],
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => last.next,
  });
  return (
    <PagedReport
      query={query}
      rowsOf={(page) => page.list}
      label="Names"
      emptyText="No names in this range"
      header={(first) => <p data-testid="total">Total {first.total}</p>}
      count={(first) => `${first.total} names`}
      endText={endText}
    >
      {(name) => <li key={name}>{name}</li>}
    </PagedReport>
  );
}

const offline = () => new ApiError(0, CLIENT_ERROR.NETWORK);
const page = (list: string[], next: number | null, total = 3): Page => ({ list, total, next });

describe('PagedReport', () => {
  it('shows the loading status, then the header, the count, the rows and Load more', async () => {
    let answer: (page: Page) => void = () => undefined;
    await renderWithProviders(<Report load={() => new Promise((resolve) => (answer = resolve))} />);
    expect(screen.getByTestId('page-loading')).toHaveTextContent('Loading…');

    answer(page(['ada', 'bo'], 2));
    const list = await screen.findByRole('list', { name: 'Names' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ada', 'bo']);
    expect(screen.getByTestId('total')).toHaveTextContent('Total 3');
    expect(screen.getByRole('status')).toHaveTextContent('3 names');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('loads the next page with Load more, then says the list has ended', async () => {
    const load = vi.fn<Load>((n) =>
      Promise.resolve(n === 1 ? page(['ada', 'bo'], 2) : page(['cy'], null)),
    );
    await renderWithProviders(<Report load={load} endText="That is every name" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('That is every name')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Names' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says the end of a date range by default', async () => {
    await renderWithProviders(<Report load={() => Promise.resolve(page(['ada'], null, 1))} />);
    expect(await screen.findByText('That is everything in this range')).toBeVisible();
  });

  it('keeps the rows when the next page fails, says so, and the button tries again', async () => {
    const load = vi
      .fn<Load>()
      .mockResolvedValueOnce(page(['ada', 'bo'], 2))
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(page(['cy'], null));
    await renderWithProviders(<Report load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('More records could not be loaded');
    expect(
      within(screen.getByRole('list', { name: 'Names' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Names' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the header and the empty text when the range holds nothing', async () => {
    await renderWithProviders(<Report load={() => Promise.resolve(page([], null, 0))} />);
    expect(await screen.findByTestId('no-data')).toHaveTextContent('No names in this range');
    expect(screen.getByTestId('total')).toHaveTextContent('Total 0');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('fails with why and Retry when the first page fails; Retry shows the rows', async () => {
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(page(['ada'], null, 1));
    await renderWithProviders(<Report load={load} />);
    expect(
      await screen.findByRole('heading', { name: 'The records could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('The network is slow or offline')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Names' })).toHaveTextContent('ada');
  });
});
