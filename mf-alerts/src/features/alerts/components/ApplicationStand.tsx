import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useT, type Translate } from 'shared-auth';
import { formatDate } from '../../../shared/format';
import { ALERTS_NAMESPACE } from '../../../i18n/catalogue';
import type { Alert } from '../api/types';

/** A step of an application in words ('hearing scheduled'); one not known here as the server named it. */
function stepWords(kind: string, t: Translate): string {
  switch (kind) {
    case 'filed':
      return t('filed');
    case 'hearing_scheduled':
      return t('hearing scheduled');
    case 'heard':
      return t('heard');
    case 'decision':
      return t('decision');
    case 'appealed':
      return t('appealed');
    case 'tribunal_case':
      return t('tribunal case');
    case 'tribunal_decision':
      return t('tribunal decision');
    case 'withdrawn':
      return t('withdrawn');
    case 'closed':
      return t('closed');
    default:
      return kind;
  }
}

/** Where an alert's development application stands now (its status and latest step), linked to /applications/:id. */
export function ApplicationStand({ application }: { application: NonNullable<Alert['application']> }) {
  const t = useT(ALERTS_NAMESPACE);
  const step = application.latestStep;
  const stepText = step
    ? step.on
      ? t('; latest step {{step}} on {{date}}', { step: stepWords(step.kind, t), date: formatDate(step.on) })
      : t('; latest step {{step}}', { step: stepWords(step.kind, t) })
    : '';
  return (
    <span data-testid="application-stand">
      <Link to={`/applications/${application.id}`} style={{ overflowWrap: 'anywhere' }}>
        {application.fileNumber ?? t('Application {{id}}', { id: application.id })}
      </Link>
      <Typography.Text>
        {': '}
        {application.status ? t('status {{status}}', { status: application.status }) : t('status not given')}
        {stepText}
      </Typography.Text>
    </span>
  );
}
