import { describe, expect, it } from 'vitest';
import { urlText, urlTextLanded } from './use-catalogue-filters';

describe('urlTextLanded', () => {
  it('leaves the box alone when its own write lands, and drops the writes before it', () => {
    expect(urlTextLanded(['nissan', '', 'tsuru'], 'nissan')).toEqual({ own: true, pending: ['', 'tsuru'] });
    // A newer write landing first (the older navigation was cut short) takes the older along.
    expect(urlTextLanded(['nissan', '', 'tsuru'], 'tsuru')).toEqual({ own: true, pending: [] });
    expect(urlTextLanded(['nissan', ''], '')).toEqual({ own: true, pending: [] });
  });

  it('takes any other text (Back, a link) into the box and forgets its pending writes', () => {
    expect(urlTextLanded([], 'jetta')).toEqual({ own: false, pending: [] });
    expect(urlTextLanded(['nissan'], 'jetta')).toEqual({ own: false, pending: [] });
  });
});

describe('urlText', () => {
  it('is what the URL gives back: trimmed, lone surrogates as U+FFFD, NUL kept', () => {
    expect(urlText('  faro jetta ')).toBe('faro jetta');
    expect(urlText('a+b&c=d%')).toBe('a+b&c=d%');
    expect(urlText('faro\uD800')).toBe('faro\uFFFD');
    expect(urlText('a\u0000b')).toBe('a\u0000b');
    expect(urlText('   ')).toBe('');
  });
});
