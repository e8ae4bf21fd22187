/**
 * An open feed left alone for 60 s (item 8's "Live" dot; the feed kept open all day): the
 * renderer's main-thread busy time read through the DevTools protocol (`Performance.getMetrics`),
 * printed and written to artifacts/idle-cpu.json for bench/RESULTS.md. Asserted are properties
 * of the page, not the machine's speed: every animation that never ends runs on the compositor
 * (opacity or transform only), and the page is idle most of the minute.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from './helpers/browser';
import { startMainJobInBrowser } from './helpers/e2e';

// Six headlines a minute: the feed is live, as a reader leaves it open.
const job = startMainJobInBrowser({ wiresPerMinute: 6 });

const windowMs = 60_000;

describe('an open feed at rest', () => {
  it('animates only on the compositor, and its main thread is idle most of a minute', async () => {
    const { page, context } = job.browser;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${job.server.url}/`);
    await page.locator('[data-testid="headline"]').nth(9).waitFor();
    await expect.poll(() => page.locator('[data-testid="live-status"]').textContent()).toBe('Live');
    // The tags' changes arrive two seconds in: measure after them.
    await page.locator('.tag[data-change]').first().waitFor({ timeout: 15_000 });

    const endless = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY)
        .map((a) => ({
          name: (a as CSSAnimation).animationName,
          properties: [
            ...new Set(
              (a.effect as KeyframeEffect)
                .getKeyframes()
                .flatMap((k) => Object.keys(k))
                .filter((k) => !['offset', 'computedOffset', 'easing', 'composite'].includes(k)),
            ),
          ],
        })),
    );
    expect(endless.map((a) => a.name)).toContain('pulse');
    for (const animation of endless) {
      expect(animation.properties.every((p) => p === 'opacity' || p === 'transform')).toBe(true);
    }

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(metrics.map((m) => [m.name, m.value])) as Record<string, number>;
    };
    const before = await read();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = await read();
    const wallSeconds = (Date.now() - started) / 1000;
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    const result = {
      wallSeconds,
      taskSeconds: delta('TaskDuration'),
      scriptSeconds: delta('ScriptDuration'),
      layoutSeconds: delta('LayoutDuration'),
      styleSeconds: delta('RecalcStyleDuration'),
      layouts: delta('LayoutCount'),
      styleRecalcs: delta('RecalcStyleCount'),
      mainThreadShare: delta('TaskDuration') / wallSeconds,
      headlinesShown: await page.locator('[data-testid="headline"]').count(),
    };
    writeFileSync(join(artifactsDir, 'idle-cpu.json'), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `Open feed at rest over ${wallSeconds.toFixed(1)} s: main thread busy ${result.taskSeconds.toFixed(2)} s ` +
        `(${(100 * result.mainThreadShare).toFixed(1)} % of a core), script ${result.scriptSeconds.toFixed(2)} s, ` +
        `${result.layouts} layouts, ${result.styleRecalcs} style recalculations`,
    );
    expect(result.mainThreadShare).toBeLessThan(0.5);
  }, 120_000);
});
