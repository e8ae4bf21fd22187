import { describe, expect, it } from 'vitest';
import { runBin } from './helpers';

const ndjson = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

describe('--all follows the pages', () => {
  it('walks a cursor list in the largest pages, every item once, up to --limit', async () => {
    const run = await runBin([
      '--sandbox',
      '--format',
      'ndjson',
      'news',
      'wires',
      '--tab',
      'all',
      '--all',
      '--limit',
      '180',
    ]);
    expect(run.stderr).toBe('');
    const items = ndjson(run.stdout);
    expect(items).toHaveLength(180);
    expect(new Set(items.map((h) => h.news_id)).size).toBe(180);
    const times = items.map((h) => h.publish_time as number);
    expect([...times].sort((a, b) => b - a)).toEqual(times); // newest first, no page restarts
  });

  it('walks a numbered list to its last page and equals the pages fetched one by one', async () => {
    const all = ndjson(
      (
        await runBin([
          '--sandbox',
          '--format',
          'ndjson',
          'ownership',
          'congress-trades',
          '--ticker',
          'NVDA',
          '--all',
        ])
      ).stdout,
    );
    const byPage: unknown[] = [];
    for (let page = 1; page < 100; page++) {
      const run = await runBin([
        '--sandbox',
        '--format',
        'ndjson',
        'ownership',
        'congress-trades',
        '--ticker',
        'NVDA',
        '--size',
        '20',
        '--page',
        String(page),
      ]);
      const items = ndjson(run.stdout);
      byPage.push(...items);
      if (items.length < 20) break;
    }
    expect(all.length).toBeGreaterThan(20);
    expect(all).toEqual(byPage);
  });

  it('takes --limit alone as --all up to that many items', async () => {
    const args = [
      '--sandbox',
      '--format',
      'ndjson',
      'ownership',
      'congress-trades',
      '--ticker',
      'NVDA',
    ];
    const limited = ndjson((await runBin([...args, '--limit', '25'])).stdout);
    const all = ndjson((await runBin([...args, '--all'])).stdout);
    expect(all.length).toBeGreaterThan(25);
    expect(limited).toEqual(all.slice(0, 25));
  });
});
