import { newestFirst } from './order';

const alert = (id: number, meeting_date: string | null, created_at = '2026-01-01T00:00:00Z') => ({
  id,
  meeting_date,
  created_at,
});

it("orders alerts newest first by their meeting's date, the alert's own date without a meeting, then by id", () => {
  const list = [
    alert(1, '2026-08-31T18:00:00Z'),
    alert(2, '2026-12-10T18:00:00Z'),
    alert(3, null, '2026-10-01T00:00:00Z'),
    alert(4, '2026-08-31T18:00:00Z'),
  ];
  expect(newestFirst(list).map((a) => a.id)).toEqual([2, 3, 4, 1]);
  expect(list.map((a) => a.id)).toEqual([1, 2, 3, 4]);
});
