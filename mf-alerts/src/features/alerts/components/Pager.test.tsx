import { pageNumbers } from './Pager';

it('lists every page up to 7, then the first, the last and two either side of the current one', () => {
  expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(pageNumbers(1, 84)).toEqual([1, 2, 3, null, 84]);
  expect(pageNumbers(5, 84)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 84]);
  expect(pageNumbers(40, 84)).toEqual([1, null, 38, 39, 40, 41, 42, null, 84]);
  expect(pageNumbers(84, 84)).toEqual([1, null, 82, 83, 84]);
  expect(pageNumbers(6, 84)).toEqual([1, null, 4, 5, 6, 7, 8, null, 84]);
  expect(pageNumbers(80, 84)).toEqual([1, null, 78, 79, 80, 81, 82, 83, 84]);
});
