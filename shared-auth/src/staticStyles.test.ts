import { pageTheme, STATIC_ANTD_CSS_ATTRIBUTE } from './staticStyles';
import { parcelwatchTheme } from './theme';

describe('pageTheme', () => {
  afterEach(() => document.head.replaceChildren());

  it('keeps antd generating its styles when the page links no build-time stylesheet', () => {
    expect(pageTheme()).toBe(parcelwatchTheme);
    expect(pageTheme(undefined)).toBe(parcelwatchTheme);
  });

  it('turns run-time styles off, unhashed, when the page links the build-time stylesheet', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/antd.0123abcd.css';
    link.setAttribute(STATIC_ANTD_CSS_ATTRIBUTE, '');
    document.head.append(link);
    expect(pageTheme()).toEqual({ ...parcelwatchTheme, hashed: false, zeroRuntime: true });
  });
});
