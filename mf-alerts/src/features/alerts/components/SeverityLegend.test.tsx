import { render, screen, within } from '@testing-library/react';
import { SeverityLegend } from './SeverityLegend';

describe('SeverityLegend', () => {
  it("explains the three severities in order, the alert's own marked", () => {
    render(<SeverityLegend current="high" />);
    const items = within(screen.getByRole('list', { name: 'What the severities mean' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'UrgentAt the property: an item names its address, or a planning application number it carries.',
      "High PriorityA site-specific application or public works (roads, watermains...) within the near radius (400 m by default), or a policy naming the property's address or street.",
      'NormalMunicipality-wide or region-wide policies, and everything else that matched.',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true', null]);
  });
});
