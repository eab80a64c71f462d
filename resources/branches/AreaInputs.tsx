/**
 * The Delivery area and Subscription area tabs: usable only when their service is on. The map and its
 * libraries (leaflet, leaflet-draw, their CSS) are a lazy chunk, fetched the first time a map tab shows.
 */
import { lazy, Suspense } from 'react';
import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import { isRequired } from '@/src/forms/validators';
import { serviceOfArea, unitChoices, type AreaKind } from './choices';

const BranchAreaMap = lazy(() => import('./BranchAreaMap'));

function MapLoading() {
  const translate = useTranslate();
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', height: 420 }}>
      <CircularProgress size={20} />
      <Typography>{translate('resources.branches.map.loading')}</Typography>
    </Stack>
  );
}

/** `shown`: the tab is the one on screen; a hidden tab does not load or draw the map. */
export function AreaInputs({ kind, shown }: { kind: AreaKind; shown: boolean }) {
  const translate = useTranslate();
  const service = serviceOfArea[kind];
  const enabled = useWatch({ name: `services.${service}` }) === true;
  if (!enabled) {
    return (
      <Alert severity="info" sx={{ width: '100%', maxWidth: 760 }}>
        {translate('resources.branches.hints.serviceOff', {
          service: translate(`resources.branches.services.${service}`),
        })}
      </Alert>
    );
  }
  return (
    <Stack sx={{ width: '100%', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.branches.hints.area')}
      </Typography>
      <Box sx={{ width: '100%' }}>
        {shown && (
          <Suspense fallback={<MapLoading />}>
            <BranchAreaMap kind={kind} />
          </Suspense>
        )}
      </Box>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <NumberInput
          source={`location.${kind}.radius`}
          label="resources.branches.labels.radius"
          min={0}
          sx={{ width: 200 }}
        />
        <SelectInput
          source={`location.${kind}.unit`}
          label="resources.branches.labels.unit"
          choices={unitChoices}
          defaultValue="km"
          validate={isRequired}
          sx={{ width: 140 }}
        />
      </Stack>
    </Stack>
  );
}
