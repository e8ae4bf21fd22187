import { describe, expect, it } from 'vitest';
import { fixed, range, times } from '../src/internals/format';
import { check } from '../src/internals/results';
import { median, percentile, pushTo, ratio, rotate } from '../src/internals/stats';

describe('statistics', () => {
  it('takes nearest-rank percentiles and the median of unsorted values', () => {
    const values = [9, 1, 5, 3, 7];
    expect(median(values)).toBe(5);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile(values, 99)).toBe(9);
    expect(percentile([4, 2], 50)).toBe(2);
    expect(values).toEqual([9, 1, 5, 3, 7]);
    expect(median([])).toBeNaN();
  });

  it('gives NaN for a ratio over nothing rather than Infinity', () => {
    expect(ratio(3, 4)).toBe(0.75);
    expect(ratio(3, 0)).toBeNaN();
    expect(ratio(Number.NaN, 4)).toBeNaN();
  });

  it('rotates the run order so that every candidate takes every slot', () => {
    expect(rotate(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(rotate(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(rotate(['a', 'b', 'c'], 5)).toEqual(['c', 'a', 'b']);
  });

  it('groups samples by key', () => {
    const groups: Record<string, number[]> = {};
    pushTo(groups, 'x', 1);
    pushTo(groups, 'x', 2);
    pushTo(groups, 'y', 3);
    expect(groups).toEqual({ x: [1, 2], y: [3] });
  });
});

describe('formatting and checks', () => {
  it('formats numbers, ratios and ranges, and says n/a for what was not measured', () => {
    expect(fixed(12345.678, 1)).toBe('12,345.7');
    expect(times(0.8712)).toBe('0.87×');
    expect(times(Number.NaN)).toBe('n/a');
    expect(range([3, 1, 2])).toBe('1–3');
    expect(range([])).toBe('n/a');
  });

  it('marks a target met, missed, or not measured', () => {
    const atMost = (v: number) => v <= 20;
    expect(check('x', '≤ 20', 12, '12', atMost).met).toBe(true);
    expect(check('x', '≤ 20', 21, '21', atMost).met).toBe(false);
    const missing = check('x', '≤ 20', Number.NaN, 'NaN', atMost);
    expect(missing).toMatchObject({ met: null, measured: 'n/a' });
  });
});
