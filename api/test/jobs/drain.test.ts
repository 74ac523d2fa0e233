import { Drain } from '../../src/lib/drain.js';

describe('Drain', () => {
  it('ends every tracked stream once, with the detail; an untracked stream is left alone', () => {
    const drain = new Drain();
    const ended: string[] = [];
    drain.track((detail) => ended.push(`a: ${detail}`));
    const untrack = drain.track((detail) => ended.push(`b: ${detail}`));
    drain.track(() => {
      throw new Error('socket gone');
    });
    untrack();
    expect(drain.openStreams).toBe(2);
    expect(drain.draining).toBe(false);
    drain.begin();
    expect(drain.draining).toBe(true);
    expect(drain.endStreams('restarting')).toBe(2);
    expect(ended).toEqual(['a: restarting']);
    expect(drain.endStreams('again')).toBe(0);
  });

  it('a stream opened after the streams were ended is ended at once', async () => {
    const drain = new Drain();
    drain.endStreams('restarting');
    const ended = await new Promise<string>((resolve) => drain.track(resolve));
    expect(ended).toBe('restarting');
    expect(drain.openStreams).toBe(0);
  });
});
