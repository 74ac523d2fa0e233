import { Spin } from 'antd';
import { useEffect, useState } from 'react';

/**
 * How long a wait lasts before its spinner shows. On a cold load the session check's answer is usually in already
 * (the entry script asks early) and a sign-in screen's code arrives within a few hundred milliseconds: a spinner for
 * that long is a flash, not information.
 */
export const SPINNER_DELAY_MS = 500;

/** A page-sized wait: empty at first, a centred spinner (and its tip) once it has lasted SPINNER_DELAY_MS. */
export function DelayedSpinner({ tip, minHeight }: { tip?: string; minHeight: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-busy="true" style={{ minHeight, display: 'grid', placeItems: 'center' }}>
      {slow &&
        (tip ? (
          <Spin size="large" description={tip}>
            <div style={{ width: 200, height: 60 }} />
          </Spin>
        ) : (
          <Spin size="large" />
        ))}
    </div>
  );
}
