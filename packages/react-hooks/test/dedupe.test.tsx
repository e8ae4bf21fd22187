import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useListWires } from '../src/generated/hooks';
import { installSandbox, renderWithClient } from './sandbox';

function FirstHeadline({ slot }: { slot: number }) {
  const { data } = useListWires({ tab: 'all', size: 5 });
  return <p data-testid={`slot-${slot}`}>{data?.data[0]?.title ?? 'loading'}</p>;
}

describe('one request for many components', () => {
  test('ten components using the same query send one request', async () => {
    const { client, requestsTo } = installSandbox();
    const expected = await client.news.listWires({ tab: 'all', size: 5 });
    const before = requestsTo('/news/v1/wire/page/history').length;

    renderWithClient(
      <div>
        {Array.from({ length: 10 }, (_, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots never move
          <FirstHeadline key={slot} slot={slot} />
        ))}
      </div>,
      client,
    );

    await waitFor(() => {
      for (let slot = 0; slot < 10; slot += 1) {
        expect(screen.getByTestId(`slot-${slot}`).textContent).toBe(expected.data[0]?.title);
      }
    });
    expect(requestsTo('/news/v1/wire/page/history').length - before).toBe(1);
  });
});
