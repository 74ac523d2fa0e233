import { OTHERS, paletteColor, type Share } from '../../lib/chartData';
import { countAndShare } from '../../lib/pieGeometry';

export interface ChartLegendProps {
  data: Share[];
  label: string;
  onSelect?: (label: string) => void;
}

const swatch = (colour: string) => (
  <span aria-hidden style={{ width: 10, height: 10, flex: 'none', borderRadius: 2, background: colour }} />
);

/**
 * Each item's colour, name, count and percentage ("Planning Act 123 (67.96%)"): the chart's text equivalent. When
 * items are selectable, each one but 'Others' is a button, so the keyboard selects what a click on a slice does.
 */
export function ChartLegend({ data, label, onSelect }: ChartLegendProps) {
  return (
    <ul aria-label={`${label}: legend`} style={{ listStyle: 'none', margin: 0, padding: 0, minWidth: 0, flex: 1 }}>
      {data.map((d, index) => {
        const content = (
          <>
            {swatch(paletteColor(index))}
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={d.label}>
              {d.label}
            </span>
            <span style={{ marginLeft: 'auto', paddingLeft: 8, color: 'rgba(0, 0, 0, 0.55)', whiteSpace: 'nowrap' }}>
              {countAndShare(d)}
            </span>
          </>
        );
        const row = {
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          width: '100%',
          fontSize: 12,
          lineHeight: '22px',
          minHeight: 24,
        };
        return (
          <li key={d.label}>
            {onSelect && d.label !== OTHERS ? (
              <button
                type="button"
                onClick={() => onSelect(d.label)}
                style={{ ...row, border: 0, padding: 0, background: 'none', cursor: 'pointer', textAlign: 'left' }}
              >
                {content}
              </button>
            ) : (
              <span style={row}>{content}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
