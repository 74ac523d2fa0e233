import { theme } from 'antd';

/** The product's name as the layout shows it, whole at every width; `compact` is the collapsed sidebar's mark. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { token } = theme.useToken();
  if (compact) {
    return (
      <span
        role="img"
        aria-label="Parcelwatch"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 32,
          height: 32,
          borderRadius: token.borderRadius,
          background: token.colorPrimary,
          color: '#fff',
          fontWeight: 700,
        }}
      >
        P
      </span>
    );
  }
  return (
    <span style={{ fontWeight: 700, fontSize: 18, color: token.colorPrimary, whiteSpace: 'nowrap' }}>Parcelwatch</span>
  );
}
