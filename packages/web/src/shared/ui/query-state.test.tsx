import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, CLIENT_ERROR } from '@/shared/http/api-error';
import { QueryState, type QueryStateProps } from '@/shared/ui/query-state';
import { renderWithProviders } from '@/shared/test/render';

type Props = Omit<QueryStateProps<string[]>, 'query' | 'children'>;

/** A screen over one query whose answers are given in turn. */
function Screen({ load, ...props }: Props & { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <QueryState query={query} {...props}>
      {(names) => (
        <ul aria-label="Names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

const offline = () => new ApiError(0, CLIENT_ERROR.NETWORK);

describe('QueryState', () => {
  it('shows a polite loading status until the data is in, then the content', async () => {
    let answer: (names: string[]) => void = () => undefined;
    const load = () => new Promise<string[]>((resolve) => (answer = resolve));
    await renderWithProviders(<Screen load={load} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByTestId('page-loading')).toBeVisible();

    answer(['ada', 'bo']);
    const list = await screen.findByRole('list', { name: 'Names' });
    expect(list).toHaveTextContent('adabo');
    expect(screen.queryByTestId('page-loading')).not.toBeInTheDocument();
  });

  it('on failure says what failed and why; Retry asks again and shows the content', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(offline())
      .mockResolvedValueOnce(['ada']);
    await renderWithProviders(<Screen load={load} failedTitle="The names could not be loaded" />);

    expect(
      await screen.findByRole('heading', { name: 'The names could not be loaded' }),
    ).toBeVisible();
    expect(screen.getByText('The network is slow or offline')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('list', { name: 'Names' })).toHaveTextContent('ada');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows the loading state again while Retry asks again', async () => {
    let calls = 0;
    const load = () =>
      ++calls === 1 ? Promise.reject(offline()) : new Promise<string[]>(() => undefined);
    await renderWithProviders(<Screen load={load} />);
    expect(
      await screen.findByRole('heading', { name: 'The records could not be loaded' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('page-loading')).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('can leave out the reason and Retry, and add other actions', async () => {
    await renderWithProviders(
      <Screen
        load={() => Promise.reject(offline())}
        failedTitle="Not loaded"
        failedReason={false}
        retry={false}
        failedActions={<a href="/m/home">Home</a>}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Not loaded' })).toBeVisible();
    expect(screen.queryByText('The network is slow or offline')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeVisible();
  });

  it("shows the screen's own page for the failures it names, the usual page for others", async () => {
    const failure = (error: unknown) =>
      error instanceof ApiError && error.errorCode === 'names.gone' ? <p>Gone</p> : undefined;
    const gone = await renderWithProviders(
      <Screen load={() => Promise.reject(new ApiError(404, 'names.gone'))} failure={failure} />,
    );
    expect(await screen.findByText('Gone')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    gone.unmount();

    await renderWithProviders(<Screen load={() => Promise.reject(offline())} failure={failure} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows the empty text when the data holds nothing', async () => {
    await renderWithProviders(
      <Screen
        load={() => Promise.resolve([])}
        isEmpty={(names) => names.length === 0}
        emptyText="No names yet"
      />,
    );
    expect(await screen.findByTestId('no-data')).toHaveTextContent('No names yet');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the content shown when a refresh fails, if asked; otherwise the failure replaces it', async () => {
    for (const keepData of [true, false]) {
      const load = vi
        .fn<() => Promise<string[]>>()
        .mockResolvedValueOnce(['ada'])
        .mockRejectedValueOnce(offline());
      const { client, unmount } = await renderWithProviders(
        <Screen load={load} keepData={keepData} />,
      );
      expect(await screen.findByRole('list', { name: 'Names' })).toBeVisible();
      await client.refetchQueries({ queryKey: ['names'] });
      await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
      if (keepData) {
        expect(screen.getByRole('list', { name: 'Names' })).toBeVisible();
        expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      } else {
        expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
        expect(screen.queryByRole('list')).not.toBeInTheDocument();
      }
      unmount();
    }
  });
});
