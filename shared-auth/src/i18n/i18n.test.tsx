import { act, render, screen } from '@testing-library/react';
import { registerCatalogue } from './catalogues';
import { catalogueReady, getLanguage, interpolate, setLanguage, translate } from './engine';
import { formatDate, formatMoney } from './format';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './languages';
import { useT } from './useT';

registerCatalogue('test', {
  'fr-CA': async () => ({ default: { 'Sign in': 'Se connecter', '{{count}} properties': '{{count}} propriétés' } }),
});

function Greeting() {
  const t = useT('test');
  return (
    <p>
      {t('Sign in')} / {t('{{count}} properties', { count: 3 })} / {t('Not in the catalogue')}
    </p>
  );
}

afterEach(async () => {
  await act(() => setLanguage('en-CA'));
  localStorage.clear();
});

describe('English, the default', () => {
  it('is the code’s own text with its placeholders filled, and leaves unknown placeholders as they are', () => {
    expect(getLanguage()).toBe('en-CA');
    expect(translate('test', 'Sign in')).toBe('Sign in');
    expect(interpolate('{{count}} properties in {{ city }}', { count: 2, city: 'Ottawa' })).toBe(
      '2 properties in Ottawa',
    );
    expect(interpolate('{{count}} of {{total}}', { count: 2 })).toBe('2 of {{total}}');
  });
});

describe('French', () => {
  it('re-renders what reads a translation, keeps English for a missing key, and remembers the choice', async () => {
    render(<Greeting />);
    expect(screen.getByText('Sign in / 3 properties / Not in the catalogue')).toBeInTheDocument();
    await act(() => setLanguage('fr-CA'));
    expect(screen.getByText('Se connecter / 3 propriétés / Not in the catalogue')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');
    await act(() => setLanguage('en-CA'));
    expect(screen.getByText('Sign in / 3 properties / Not in the catalogue')).toBeInTheDocument();
  });

  it('loads the catalogue of a remote registered while French is in use', async () => {
    await act(() => setLanguage('fr-CA'));
    registerCatalogue('late', { 'fr-CA': async () => ({ Meetings: 'Réunions' }) });
    expect(translate('late', 'Meetings')).toBe('Meetings');
    await act(() => catalogueReady());
    expect(translate('late', 'Meetings')).toBe('Réunions');
  });

  it('formats dates and money the Canadian French way', async () => {
    const day = new Date(2026, 10, 28, 12);
    expect(formatMoney(1250)).toBe('$1,250.00');
    expect(formatDate(day)).toBe('Nov 28, 2026');
    await act(() => setLanguage('fr-CA'));
    // Intl separates thousands and the currency sign with no-break spaces.
    expect(formatMoney(1250).replace(/\s/g, ' ')).toBe('1 250,00 $');
    expect(formatDate(day)).toBe('28 nov. 2026');
  });
});

describe('detectLanguage', () => {
  it('prefers this device’s earlier choice, then the browser’s first French or English, else English', () => {
    expect(detectLanguage('fr-CA', ['en-US'])).toBe('fr-CA');
    expect(detectLanguage(null, ['fr-FR', 'en'])).toBe('fr-CA');
    expect(detectLanguage(null, ['de-DE', 'en-GB', 'fr'])).toBe('en-CA');
    expect(detectLanguage('klingon', ['de-DE'])).toBe('en-CA');
    expect(detectLanguage(null, [])).toBe('en-CA');
  });
});
