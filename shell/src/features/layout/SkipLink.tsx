import { theme } from 'antd';
import { useState, type MouseEvent } from 'react';

/** The id of the page's main landmark, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first thing the Tab key reaches, out of sight until then. It moves the focus into the
 * main landmark, past the navigation, without touching the address.
 */
export function SkipLink() {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={
        focused
          ? {
              position: 'fixed',
              top: 8,
              left: 8,
              zIndex: 2000,
              padding: '12px 16px',
              background: '#fff',
              color: token.colorPrimary,
              border: `2px solid ${token.colorPrimary}`,
              borderRadius: token.borderRadius,
              fontWeight: 600,
            }
          : {
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              clipPath: 'inset(50%)',
              whiteSpace: 'nowrap',
            }
      }
    >
      Skip to main content
    </a>
  );
}
