import type { CSSObject } from '@ant-design/cssinjs';
import { visibilityOnly } from './visibilityStyles';

describe('visibilityOnly', () => {
  it('keeps the declarations that decide visibility and clicks, and every nested rule (cssinjs visits it in turn)', () => {
    const style: CSSObject = {
      display: 'none',
      color: 'red',
      padding: 4,
      opacity: 0,
      '&-hidden': { display: 'none', margin: 0 },
      '.ant-btn[disabled]': { pointerEvents: 'none', cursor: 'not-allowed' },
      visibility: 'hidden',
    };
    expect(visibilityOnly.visit!(style)).toEqual({
      display: 'none',
      opacity: 0,
      '&-hidden': { display: 'none', margin: 0 },
      '.ant-btn[disabled]': { pointerEvents: 'none', cursor: 'not-allowed' },
      visibility: 'hidden',
    });
  });

  it('leaves an object with no such declaration empty (its rule is then not written)', () => {
    expect(visibilityOnly.visit!({ color: 'red', fontSize: 14 })).toEqual({});
  });
});
