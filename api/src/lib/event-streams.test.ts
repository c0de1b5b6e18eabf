import type { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EventStreams } from './event-streams.ts';

/** Everything written to a stream so far, and a way to wait for more. */
function reader(out: PassThrough) {
  let text = '';
  let ended = false;
  const waiters: Array<() => void> = [];
  out.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    for (const wake of waiters.splice(0)) wake();
  });
  // Closed, not only ended: the streams forget a stream when it closes.
  out.on('close', () => {
    ended = true;
    for (const wake of waiters.splice(0)) wake();
  });
  const until = async (ok: () => boolean) => {
    while (!ok()) await new Promise<void>((resolve) => waiters.push(resolve));
  };
  return { text: () => text, ended: () => ended, until };
}

describe('EventStreams', () => {
  it('sends retry and ready first, then merged changes of its business only', async () => {
    const streams = new EventStreams({ heartbeatMs: 60_000 });
    const owner = reader(streams.open('b1', null, 's1'));
    const master = reader(streams.open('b1', 'm1', 's2'));
    const stranger = reader(streams.open('b2', null, 's3'));
    await owner.until(() => owner.text().includes('ready'));
    expect(owner.text()).toBe('retry: 3000\n\nevent: ready\ndata: {}\n\n');

    // Two announcements in one turn: one event, dates merged and sorted.
    streams.invalidate('b1', 'bookings', { dates: ['2026-12-08'], staffIds: ['m2'] });
    streams.invalidate('b1', 'bookings', { dates: ['2026-12-07'], staffIds: ['m2'] });
    await owner.until(() => owner.text().includes('changed'));
    expect(owner.text().split('event: changed')).toHaveLength(2);
    expect(owner.text()).toContain('data: {"dates":["2026-12-07","2026-12-08"]}\n\n');
    // The master's own change, then one that names nobody.
    streams.invalidate('b1', 'bookings', { dates: ['2026-12-09'], staffIds: ['m1'] });
    await master.until(() => master.text().includes('changed'));
    expect(master.text()).toContain('data: {"dates":["2026-12-09"]}');
    expect(master.text()).not.toContain('2026-12-07');
    streams.invalidate('b1', 'everything');
    await master.until(() => master.text().includes('null'));
    expect(master.text()).toContain('data: {"dates":null}');
    expect(stranger.text()).not.toContain('changed');
    streams.closeAll();
    await stranger.until(stranger.ended);
    expect(streams.size).toBe(0);
  });

  it('beats with one shared timer, and ends the streams whose session is gone', async () => {
    let live = new Set(['alive', 'gone']);
    let asked: string[] = [];
    const streams = new EventStreams({
      heartbeatMs: 20,
      liveSessions: async (sids) => {
        asked = sids;
        return live;
      },
    });
    const kept = reader(streams.open('b1', null, 'alive'));
    const leaving = reader(streams.open('b1', null, 'gone'));
    await kept.until(() => kept.text().includes(':\n\n'));
    expect(asked.sort()).toEqual(['alive', 'gone']);
    live = new Set(['alive']);
    await leaving.until(leaving.ended);
    expect(kept.ended()).toBe(false);
    expect(streams.size).toBe(1);
    streams.endSession('alive');
    await kept.until(kept.ended);
    expect(streams.size).toBe(0);
  });

  it('once closed, a new stream gets its retry time and ends at once', async () => {
    const streams = new EventStreams();
    streams.closeAll();
    const late = reader(streams.open('b1', null, null));
    await late.until(late.ended);
    expect(late.text()).toBe('retry: 3000\n\n');
    expect(streams.size).toBe(0);
  });
});
