import { describe, expect, it } from 'vitest';
import { startupQueryOptions } from '@/features/startup/api/get-startup';
import { ApiError } from '@/shared/http/api-error';
import { startupFixture } from '@/shared/test/startup-fixture';
import { createQueryClient } from '@/app/providers';

const startupKey = startupQueryOptions().queryKey;

describe('the app’s query client', () => {
  it('reads the start-up settings again when a call is refused for maintenance, without retrying it', async () => {
    const client = createQueryClient();
    client.setQueryData(startupKey, startupFixture());
    let tries = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['games', 'list'],
        queryFn: () => {
          tries += 1;
          throw new ApiError(503, 'system.maintenance', 'Back at six');
        },
      }),
    ).rejects.toThrow('Back at six');
    expect(tries).toBe(1);
    expect(client.getQueryState(startupKey)?.isInvalidated).toBe(true);
  });

  it('does the same for a refused write', async () => {
    const client = createQueryClient();
    client.setQueryData(startupKey, startupFixture());
    const write = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(503, 'system.maintenance')),
    });
    await expect(write.execute(undefined)).rejects.toThrow();
    expect(client.getQueryState(startupKey)?.isInvalidated).toBe(true);
  });

  it('leaves the start-up settings alone on other failures', async () => {
    const client = createQueryClient();
    client.setQueryData(startupKey, startupFixture());
    await expect(
      client.fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError(403, 'feature.disabled')),
      }),
    ).rejects.toThrow();
    expect(client.getQueryState(startupKey)?.isInvalidated).toBe(false);
  });
});
