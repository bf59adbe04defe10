import { describe, expect, it } from 'vitest';
import { percentDone, progressBar, progressLine } from './rebuild-progress';

describe('rebuild progress', () => {
  it('reads how far the shadow has got against the head of the log', () => {
    const halfway = { position: '500', lag: 500, eventsPerSecond: 250, etaSeconds: 2 };
    expect(percentDone(halfway)).toBe(50);
    expect(progressBar(halfway)).toBe(`[${'#'.repeat(15)}${'-'.repeat(15)}]`);
    expect(progressLine(halfway)).toBe('50.0% · 250 events/s · 500 events to go · ETA 2s');
  });

  it('says what it does not know yet, and formats long ETAs', () => {
    expect(progressLine({ position: null, lag: 0, eventsPerSecond: null, etaSeconds: null })).toBe(
      '100.0% · 0 events/s · 0 events to go · ETA ?',
    );
    expect(progressLine({ position: '10', lag: 90_000, eventsPerSecond: 12.5, etaSeconds: 7_200.2 })).toMatch(
      /^0\.0% · 12\.5 events\/s · 90000 events to go · ETA 2h00m$/,
    );
    expect(progressLine({ position: '10', lag: 10, eventsPerSecond: 1, etaSeconds: 61 })).toMatch(/ETA 1m01s$/);
  });
});
