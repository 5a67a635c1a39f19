// Regression: bench:server's steps at table pace ran up to one beat (20 s) past their end,
// because each table slept until its next beat before noticing the step was over; the CPU
// shares, divided by the step's wall time, came out as low as half the real figure.
import { describe, expect, it } from 'vitest';
import { beatTimes } from '../bench/stats';

describe('bench:server beat schedule', () => {
  it('never schedules a beat at or after the end of the step', () => {
    expect(beatTimes(5, 20, 20)).toEqual([5]);
    expect(beatTimes(0, 5, 20)).toEqual([0, 5, 10, 15]);
    expect(beatTimes(19.5, 20, 20)).toEqual([19.5]);
    expect(beatTimes(20, 20, 20)).toEqual([]);
  });

  it('keeps every table on its own beat', () => {
    const t = beatTimes(1.25, 5, 100);
    expect(t).toHaveLength(20);
    expect(t).toEqual(Array.from({ length: 20 }, (_, i) => 1.25 + 5 * i));
  });
});
