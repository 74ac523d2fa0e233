import { selectedNavKey } from './navigation';

describe('selectedNavKey', () => {
  it.each([
    ['/', '/'],
    ['/properties', '/properties'],
    ['/properties/new', '/properties'],
    ['/alerts', '/alerts'],
    ['/meetings', '/meetings'],
    ['/provincial', '/provincial'],
    // The legal area's other sub-tabs light up its entry.
    ['/precedents', '/provincial'],
    ['/decisions', '/provincial'],
    ['/decisions/42', '/provincial'],
    ['/decisionsx', ''],
    ['/settings/users', ''],
  ])('%s lights up %p', (path, key) => {
    expect(selectedNavKey(path)).toBe(key);
  });
});
