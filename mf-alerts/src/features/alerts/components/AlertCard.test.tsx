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

  it('says where a registry application stands instead of a meeting it does not have', () => {
    renderCard({
      meeting_id: null,
      meeting_title: 'Municipality Committee',
      municipality: null,
      application: { id: 7, fileNumber: '26 100001 STE 10 OZ', status: 'Under Review', latestStep: null },
    });
    expect(screen.getByTestId('alert-card-subtitle')).toHaveTextContent(/^Development application · Under Review · /);
    expect(screen.queryByText('Municipality Committee', { exact: false })).toBeNull();
    expect(screen.queryByText('Unknown', { exact: false })).toBeNull();
  });

  it("keeps a meeting alert's meeting and municipality", () => {
    renderCard({ municipality: null });
    expect(screen.getByTestId('alert-card-subtitle')).not.toHaveTextContent('Development application');
    expect(screen.getByText('Unknown', { exact: false })).toBeInTheDocument();
  });
});
