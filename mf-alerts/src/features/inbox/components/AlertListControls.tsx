import { Button, Checkbox, Flex, Select, Typography } from 'antd';
import { useT, type Translate } from 'shared-auth';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import { useMarkAlertsReadMutation } from '../api/inboxApi';

export type AlertSort = 'date' | 'severity' | 'property';
/** 6 a page is the default; 12, 24 and 48 are offered. */
export const PAGE_SIZES = [6, 12, 24, 48] as const;

/** The orders offered, as the sort select says them ('Sort: Date'). */
const sorts = (t: Translate): Array<{ value: AlertSort; label: string }> => [
  { value: 'date', label: t('Sort: Date') },
  { value: 'severity', label: t('Sort: Severity') },
  { value: 'property', label: t('Sort: Property') },
];

export interface AlertListControlsProps {
  sort: AlertSort;
  onSort: (sort: AlertSort) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
  /** The ids of the page shown, and the ones chosen (on any page). */
  pageIds: number[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  onAssign: () => void;
  onDismiss: () => void;
  /** Something went wrong with "Mark read" or "Mark all read". */
  onError: (message: string) => void;
}

/** Above the cards: the order, the page size, "Mark all read", and the actions on the chosen alerts. */
export function AlertListControls(props: AlertListControlsProps) {
  const { sort, onSort, pageSize, onPageSize, pageIds, selected, onSelect, onAssign, onDismiss, onError } = props;
  const t = useT(ALERTS_NAMESPACE);
  const [markRead, { isLoading }] = useMarkAlertsReadMutation();
  const onPage = pageIds.filter((id) => selected.includes(id)).length;
  const allOnPage = pageIds.length > 0 && onPage === pageIds.length;
  const run = async (body: { ids: number[] } | { all: true }, after?: () => void) => {
    try {
      await markRead(body).unwrap();
      after?.();
    } catch {
      onError(t('Failed to mark alerts read. Please try again.'));
    }
  };
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }} data-testid="alert-list-controls">
      <Flex wrap gap={8} align="center" justify="space-between">
        <Flex wrap gap={8} align="center">
          <Checkbox
            checked={allOnPage}
            indeterminate={onPage > 0 && !allOnPage}
            disabled={pageIds.length === 0}
            onChange={(e) =>
              onSelect(
                e.target.checked
                  ? [...new Set([...selected, ...pageIds])]
                  : selected.filter((id) => !pageIds.includes(id)),
              )
            }
          >
            {t('Select page')}
          </Checkbox>
          <Select aria-label={t('Sort by')} value={sort} onChange={onSort} style={{ width: 150 }} options={sorts(t)} />
          <Select
            aria-label={t('Alerts per page')}
            value={pageSize}
            onChange={onPageSize}
            style={{ width: 130 }}
            options={PAGE_SIZES.map((n) => ({ value: n, label: t('{{count}} per page', { count: n }) }))}
          />
        </Flex>
        <Button onClick={() => run({ all: true })} loading={isLoading && selected.length === 0}>
          {t('Mark all read')}
        </Button>
      </Flex>
      {selected.length > 0 && (
        <Flex
          wrap
          gap={8}
          align="center"
          role="region"
          aria-label={t('Chosen alerts')}
          style={{ padding: '8px 12px', background: '#f0f5ff', borderRadius: 8 }}
        >
          <Typography.Text strong aria-live="polite">
            {t('{{count}} selected', { count: selected.length })}
          </Typography.Text>
          <Button size="small" onClick={() => run({ ids: selected }, () => onSelect([]))}>
            {t('Mark read')}
          </Button>
          <Button size="small" onClick={onAssign}>
            {t('Assign…')}
          </Button>
          <Button size="small" danger onClick={onDismiss}>
            {t('Dismiss…')}
          </Button>
          <Button size="small" type="link" onClick={() => onSelect([])}>
            {t('Clear')}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
