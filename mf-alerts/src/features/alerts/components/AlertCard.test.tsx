import { act, render, screen } from '@testing-library/react';
import { setLanguage } from 'shared-auth';
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

  describe('for a French reader', () => {
    beforeEach(() => act(() => setLanguage('fr-CA')));
    afterEach(() => act(() => setLanguage('en-CA')));

    it('shows the French of the matcher’s preview, else of its summary', () => {
      const english = '"Laurier Avenue Watermain Renewal" is about a site 120 m from Tour Laurier.';
      const { unmount } = renderCard({
        alert_preview: english,
        alert_preview_fr: '« Laurier Avenue Watermain Renewal » porte sur un site situé à 120 m de Tour Laurier.',
      });
      expect(screen.getByText(/porte sur un site situé à 120/)).toBeInTheDocument();
      expect(screen.queryByText(/is about a site/)).toBeNull();
      unmount();
      // No preview: the summary, in French when it has one.
      renderCard({ alert_summary: 'English summary.', alert_summary_fr: 'Résumé en français.' });
      expect(screen.getByText('Résumé en français.')).toBeInTheDocument();
    });

    it('keeps the English where the server has no French', () => {
      renderCard({ alert_preview: 'A tower is proposed next door.', alert_preview_fr: null });
      expect(screen.getByText('A tower is proposed next door.')).toBeInTheDocument();
    });

    it('shows a watch alert without a snippet by its French summary', () => {
      renderCard({
        alert_type: 'watch',
        watch_name: 'Rezoning',
        alert_summary: 'Watch "Rezoning" matched provincial proposal 019-8462',
        alert_summary_fr: 'La liste de surveillance « Rezoning » a trouvé la proposition provinciale 019-8462',
      });
      expect(screen.getByTestId('watch-match')).toHaveTextContent('a trouvé la proposition provinciale 019-8462');
    });
  });

  it('shows an English reader the English even when the French is there', () => {
    renderCard({ alert_summary: 'English summary.', alert_summary_fr: 'Résumé en français.' });
    expect(screen.getByText('English summary.')).toBeInTheDocument();
    expect(screen.queryByText('Résumé en français.')).toBeNull();
  });
});
