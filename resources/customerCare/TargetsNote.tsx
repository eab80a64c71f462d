import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CARE_TARGET_KEYS } from '@/dataProvider/fieldRules';
import { useDuration } from '@/src/duration';
import { useCareTargets } from './careTargets';

/** Which targets the care screen counts with, and which of them are the defaults because no setting gave them. */
export function TargetsNote() {
  const translate = useTranslate();
  const duration = useDuration();
  const { targets, defaulted, settled } = useCareTargets();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.customerCare.targets.used', {
        answer: duration(targets.firstResponseMinutes),
        resolve: duration(targets.resolutionHours * 60),
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
