import { categoryLabel } from './constants';

describe('categoryLabel', () => {
  it.each([
    ['zoning', 'Zoning'],
    ['fees', 'Fees'],
    ['infrastructure', 'Infrastructure'],
    ['heritage', 'Heritage'],
  ])('%s reads %p on a chip', (category, label) => {
    expect(categoryLabel(category)).toBe(label);
  });
});
