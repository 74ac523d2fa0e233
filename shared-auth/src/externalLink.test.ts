import { openExternal, safeExternalUrl } from './externalLink';

describe('safeExternalUrl', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://files.example/a',
    '//evil.example/x',
    '/relative/path',
    'http://',
    '',
  ])('gives undefined for %j', (url) => {
    expect(safeExternalUrl(url)).toBeUndefined();
  });

  it('gives undefined for a URL over 2000 characters', () => {
    expect(safeExternalUrl(`https://a.example/${'x'.repeat(2000)}`)).toBeUndefined();
  });

  it('gives undefined for anything but a string', () => {
    for (const value of [null, undefined, 42, {}, ['https://a.example']])
      expect(safeExternalUrl(value)).toBeUndefined();
  });

  it.each([
    ['https://www.olt.gov.on.ca/decision.pdf', 'https://www.olt.gov.on.ca/decision.pdf'],
    ['HTTP://Example.COM/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['https://ero.ontario.ca/notice/019-6163', 'https://ero.ontario.ca/notice/019-6163'],
  ])('keeps %j', (url, expected) => {
    expect(safeExternalUrl(url)).toBe(expected);
  });
});

describe('openExternal', () => {
  it('opens only http(s) URLs, without an opener', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    try {
      expect(openExternal('javascript:alert(1)')).toBe(false);
      expect(open).not.toHaveBeenCalled();
      expect(openExternal('https://example.com/doc.pdf')).toBe(true);
      expect(open).toHaveBeenCalledWith('https://example.com/doc.pdf', '_blank', 'noopener,noreferrer');
    } finally {
      open.mockRestore();
    }
  });
});
