import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { documentTitle, useDocumentTitle } from '../hooks/useDocumentTitle';
import { useFocusFirstField } from '../hooks/useFocusFirstField';
import { PageTitle } from './PageTitle';

afterEach(() => {
  document.title = '';
});

describe('the page title and the browser tab', () => {
  it('names the tab "<screen> · Parcelwatch", or the product alone', () => {
    expect(documentTitle('Alerts')).toBe('Alerts · Parcelwatch');
    expect(documentTitle('  ')).toBe('Parcelwatch');
    expect(documentTitle()).toBe('Parcelwatch');
  });

  it('renders the one h1 of a screen and names the tab after it', () => {
    render(<PageTitle>Properties</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Properties' })).toBeInTheDocument();
    expect(document.title).toBe('Properties · Parcelwatch');
  });

  it('takes a shorter tab name when given, and follows it when it changes', () => {
    function Screen({ tab }: { tab: string }) {
      return <PageTitle documentTitle={`${tab} · Settings`}>Settings</PageTitle>;
    }
    const { rerender } = render(<Screen tab="Account" />);
    expect(document.title).toBe('Account · Settings · Parcelwatch');
    rerender(<Screen tab="Users" />);
    expect(document.title).toBe('Users · Settings · Parcelwatch');
  });

  it('useDocumentTitle alone names the tab too', () => {
    function Screen() {
      useDocumentTitle('Log in');
      return null;
    }
    render(<Screen />);
    expect(document.title).toBe('Log in · Parcelwatch');
  });
});

describe('useFocusFirstField', () => {
  function Wizard() {
    const [step, setStep] = useState(0);
    const box = useRef<HTMLDivElement>(null);
    useFocusFirstField(box, step);
    return (
      <>
        <div ref={box}>
          {step === 0 ? <input aria-label="Address" /> : <input aria-label="Municipality" />}
          <button type="button" onClick={() => setStep((s) => 1 - s)}>
            {step === 0 ? 'Next' : 'Back'}
          </button>
        </div>
      </>
    );
  }

  it('leaves the focus alone at first, then puts it on the new step’s first field', async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Municipality')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Address')).toHaveFocus();
  });
});
