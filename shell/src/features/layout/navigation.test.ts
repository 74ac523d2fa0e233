import { selectedNavKey } from './navigation';

describe('selectedNavKey', () => {
  it.each([
    ['/', '/'],
    ['/properties', '/properties'],
    ['/properties/new', '/properties'],
    ['/alerts', '/alerts'],
    ['/meetings', '/meetings'],
    ['/settings/users', ''],
  ])('%s lights up %p', (path, key) => {
    expect(selectedNavKey(path)).toBe(key);
  });
});
