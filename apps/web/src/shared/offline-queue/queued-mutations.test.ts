import { MutationCache, QueryClient } from '@tanstack/react-query';
import { TeamboardError } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { QUEUE_SCOPE, retryQueued, retryQueuedDelay } from './queued-mutations';

const unreachable = () => new TeamboardError({ code: 'network' });
const refused = () => new TeamboardError({ code: 'forbidden', status: 403 });

/** A queued edit's retry settings on a client of its own, with a request that fails as told. */
function queuedEdit(failures: Error[]) {
  const queryClient = new QueryClient({ mutationCache: new MutationCache() });
  // How the edit stood at each try: still in the queue, and how many tries had failed.
  const tries: [string, number][] = [];
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationKey: ['queued', 'update-card', 'b1'],
    mutationFn: () => {
      tries.push([mutation.state.status, mutation.state.failureCount]);
      const failure = failures.shift();
      return failure ? Promise.reject(failure) : Promise.resolve('stored');
    },
    scope: QUEUE_SCOPE,
    retry: retryQueued,
    // The policy's waits are seconds; the order of tries is what is under test here.
    retryDelay: 1,
  });
  return { mutation, tries };
}

describe('a queued edit', () => {
  it('is tried again while its request gets no answer, and stays waiting meanwhile', async () => {
    const { mutation, tries } = queuedEdit([unreachable(), unreachable()]);
    await expect(mutation.execute({ cardId: 'c1' })).resolves.toBe('stored');
    expect(tries).toEqual([
      ['pending', 0],
      ['pending', 1],
      ['pending', 2],
    ]);
    expect(mutation.state.status).toBe('success');
  });

  it('fails at once when the server refuses it', async () => {
    const { mutation, tries } = queuedEdit([refused()]);
    await expect(mutation.execute({ cardId: 'c1' })).rejects.toMatchObject({ code: 'forbidden' });
    expect(tries).toHaveLength(1);
    expect(mutation.state.status).toBe('error');
  });

  it('waits longer after each failure, never more than 8 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryQueuedDelay)).toEqual([500, 1_000, 2_000, 4_000, 8_000, 8_000]);
  });
});
