import { render, screen } from '@testing-library/react';
import { alertFixture } from '../testing/fixtures';
import { AlertCard } from './AlertCard';

const noop = () => undefined;
const renderCard = (over: Parameters<typeof alertFixture>[1]) =>
  render(<AlertCard alert={alertFixture(1, over)} highlighted={false} onView={noop} onChat={noop} onDismiss={noop} />);

describe('AlertCard', () => {
  it("names the company's other properties that the alert's item also concerns", () => {
    renderCard({ also_concerns: ['Queen West Lofts', 'King Tower'] });
    expect(screen.getByTestId('alert-card-also-concerns')).toHaveTextContent(
      'Also concerns: Queen West Lofts, King Tower',
    );
  });

  it('says nothing of the kind when the item concerns this property alone', () => {
    renderCard({ also_concerns: [] });
    expect(screen.queryByText(/Also concerns/)).toBeNull();
  });
});
