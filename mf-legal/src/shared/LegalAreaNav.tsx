import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

const AREAS = [
  { value: '/provincial', label: 'Provincial' },
  { value: '/precedents', label: 'Precedents' },
  { value: '/decisions', label: 'Mayoral Decisions' },
];

/**
 * Moves between the three screens of this area. The sidebar lists only Provincial, so without
 * this /precedents and /decisions could only be reached by typing their address.
 */
export function LegalAreaNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label="Provincial and legal" style={{ marginBottom: 16 }}>
      <Segmented options={AREAS} value={pathname} onChange={(value) => navigate(String(value))} />
    </nav>
  );
}
