import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from 'shared-auth';
import { LEGAL_NAMESPACE } from '../i18n/catalogue';

/**
 * Moves between the three screens of this area. The sidebar lists only Provincial, so without
 * this /precedents and /decisions could only be reached by typing their address.
 */
export function LegalAreaNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const t = useT(LEGAL_NAMESPACE);
  const areas = [
    { value: '/provincial', label: t('Provincial') },
    { value: '/precedents', label: t('Precedents') },
    { value: '/decisions', label: t('Mayoral Decisions') },
  ];
  return (
    <nav aria-label={t('Provincial and legal')} style={{ marginBottom: 16 }}>
      <Segmented options={areas} value={pathname} onChange={(value) => navigate(String(value))} />
    </nav>
  );
}
