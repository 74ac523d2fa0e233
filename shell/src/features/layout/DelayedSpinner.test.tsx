import { act, render, screen } from '@testing-library/react';
import { DelayedSpinner, SPINNER_DELAY_MS } from './DelayedSpinner';

afterEach(() => jest.useRealTimers());

it('is an empty busy box at first and shows its spinner and tip only once the wait has lasted the delay', () => {
  jest.useFakeTimers();
  const { container } = render(<DelayedSpinner tip="Verifying your session..." minHeight="100vh" />);
  expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
  expect(container.querySelector('.ant-spin')).toBeNull();
  expect(screen.queryByText('Verifying your session...')).not.toBeInTheDocument();

  act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS - 1));
  expect(container.querySelector('.ant-spin')).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(container.querySelector('.ant-spin')).not.toBeNull();
  expect(screen.getByText('Verifying your session...')).toBeInTheDocument();
});

it('shows a spinner without a tip when given none, and leaves no timer behind when it unmounts first', () => {
  jest.useFakeTimers();
  const first = render(<DelayedSpinner minHeight="50vh" />);
  act(() => jest.advanceTimersByTime(SPINNER_DELAY_MS));
  expect(first.container.querySelector('.ant-spin')).not.toBeNull();
  first.unmount();

  const second = render(<DelayedSpinner minHeight="50vh" />);
  second.unmount();
  expect(jest.getTimerCount()).toBe(0);
});
