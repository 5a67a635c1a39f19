// The event-stream parser the tablet and phones use (app/live/stream.ts): facts from the
// Server-Sent Events format, fed in awkward chunks as a network delivers them.
import { describe, expect, it } from 'vitest';
import { EventStreamParser, rekeyOf, type StreamMessage } from '@/app/live/stream';

function parse(chunks: readonly string[]): StreamMessage[] {
  const out: StreamMessage[] = [];
  const p = new EventStreamParser((m) => out.push(m));
  for (const c of chunks) p.push(c);
  return out;
}

const snapshot = 'id: 3\nevent: snapshot\ndata: {"version":3}\n\n';

describe('event-stream parser', () => {
  it.each([
    ['one chunk', [snapshot]],
    ['split inside a field name', ['id: 3\nev', 'ent: snapshot\ndata: {"version":3}\n\n']],
    ['split between the line ends', ['id: 3\nevent: snapshot\ndata: {"version":3}\n', '\n']],
    ['one character at a time', [...snapshot]],
    ['CRLF line ends', ['id: 3\r\nevent: snapshot\r\ndata: {"version":3}\r\n\r\n']],
    [
      'a CRLF split between chunks',
      ['id: 3\r', '\nevent: snapshot\r\ndata: {"version":3}\r\n\r', '\n'],
    ],
    ['behind the padding comment and retry', [`: ${' '.repeat(2048)}\nretry: 2000\n\n`, snapshot]],
  ])('%s gives one snapshot with its id and data', (_name, chunks) => {
    expect(parse(chunks)).toEqual([{ event: 'snapshot', id: '3', data: '{"version":3}' }]);
  });

  it('ignores pings, joins multi-line data, and defaults the event name', () => {
    expect(
      parse([': ping\n\n', 'data: a\ndata: b\n\n', 'id: 4\nevent: update\ndata:x\n\n']),
    ).toEqual([
      { event: 'message', id: null, data: 'a\nb' },
      { event: 'update', id: '4', data: 'x' },
    ]);
  });

  it('holds back a message until its blank line arrives', () => {
    expect(parse(['id: 5\nevent: update\ndata: {}\n'])).toEqual([]);
  });
});

describe('a host move hands a following phone its new link (event: rekey)', () => {
  const secret = 'A'.repeat(43);
  it.each([
    [`{"join":"/join/g1/${secret}"}`, `/join/g1/${secret}`],
    ['{"join":"https://evil.test/join/g1/x"}', null],
    [`{"join":"//evil.test/join/g1/${secret}"}`, null],
    ['not json', null],
  ])('%s → %s', (data, join) => {
    expect(rekeyOf({ event: 'rekey', id: null, data })).toBe(join);
  });
  it('only the rekey event', () => {
    expect(rekeyOf({ event: 'update', id: '3', data: `{"join":"/join/g1/${secret}"}` })).toBeNull();
  });
});
