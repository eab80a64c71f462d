import { Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { CARE_TARGET_KEYS } from '@/dataProvider/fieldRules';
import { useDuration } from '@/src/format/duration';
import { formatNumber } from '@/src/format/values';
import { useCareTargets } from './careTargets';

/** Which targets the care screen counts with, and which of them are the defaults because no setting gave them. */
export function TargetsNote() {
  const translate = useTranslate();
  const duration = useDuration();
  const [locale] = useLocaleState();
  const { targets, defaulted, settled } = useCareTargets();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.customerCare.targets.used', {
        answer: duration(targets.firstResponseMinutes),
        // In hours, as the setting is: "24 h", not "1 d 0 h".
        resolve: translate('app.duration.hours', { hours: formatNumber(targets.resolutionHours, locale) }),
      })}
      {settled && defaulted.length > 0 ? (
        <>
          {' '}
          {translate('resources.customerCare.targets.defaulted', {
            keys: defaulted.map((name) => CARE_TARGET_KEYS[name]).join(', '),
          })}
        </>
      ) : null}
    </Typography>
  );
}
