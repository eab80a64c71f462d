import { LoadingBox } from '@/src/loading/LoadingBox';
import { useMemo } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  NumberInput,
  SaveContextProvider,
  SelectInput,
  SimpleForm,
  Title,
  minValue,
  number,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
  type RaRecord,
  type SaveHandlerCallbacks,
} from 'react-admin';
import { SaveMerge } from '@/src/save/SaveMerge';
import { SingleSave } from '@/src/save/SingleSave';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import { FormToolbar } from '@/src/save/FormToolbar';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '@/dataProvider';
import type { PlanSettings } from '@/dataProvider/types';
import { timeSlots } from '@/src/format/values';
import { isRequired } from '@/src/forms/validators';
import { loadState } from '@/src/loading/LoadError';
import { toPlanSettingsBody } from './planSettingsBody';

const QUERY_KEY = ['planSettings', 'read'];

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'resources.planSettings.wholeHours';
const hoursRules = [isRequired, number(), minValue(0, 'resources.planSettings.wholeHours'), wholeNumber];

/** /subscriptions/settings: when subscribers must submit, and how early freezing and editing close. */
export default function PlanSettingsPage() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await dataProvider.action<PlanSettings>('planSettings', { action: 'read' })).data,
  });
  const { data } = query;
  const failed = loadState(query, { title: 'resources.planSettings.loadFailed' });
  const { mutateAsync } = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      dataProvider.action<PlanSettings>('planSettings', { action: 'save', data: body }),
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      notify('resources.planSettings.saved', { type: 'success' });
    },
  });
  // The form's save, as a record screen's: one at a time (SingleSave), sending the settings as loaded with it and
  // asking on a conflict (SaveMerge).
  // A refused save keeps what was typed: the HTTP client has shown the server's message.
  const saveContext = useMemo(
    () => ({
      save: async (values: Record<string, unknown>, callbacks: SaveHandlerCallbacks = {}) => {
        const body = callbacks.transform ? await callbacks.transform(values, { previousData: data }) : values;
        await mutateAsync(body).catch((error: unknown) => callbacks.onError?.(error as Error, body, undefined));
      },
    }),
    [mutateAsync, data],
  );
  const showTheirs = (theirs: RaRecord) => queryClient.setQueryData(QUERY_KEY, theirs);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.nav.planSettings" />
      <Card sx={{ maxWidth: 720 }}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('app.nav.planSettings')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.planSettings.intro')}
          </Typography>
        </CardContent>
        {failed ??
          (!data ? (
            <LoadingBox />
          ) : (
            <SaveContextProvider value={saveContext}>
              <SingleSave>
                <SaveMerge transform={toPlanSettingsBody} onTheirs={showTheirs}>
                  <SimpleForm
                    resetOptions={KEEP_TYPED}
                    record={data}
                    warnWhenUnsavedChanges
                    resource="planSettings"
                    toolbar={<FormToolbar />}
                  >
                    <SelectInput
                      source="submitTime"
                      choices={timeSlots(locale)}
                      translateChoice={false}
                      validate={isRequired}
                      helperText="resources.planSettings.submitTimeHint"
                    />
                    <NumberInput
                      source="disableFreezeBefore"
                      min={0}
                      step={1}
                      validate={hoursRules}
                      helperText="resources.planSettings.hoursHint"
                    />
                    <NumberInput
                      source="disableEditBefore"
                      min={0}
                      step={1}
                      validate={hoursRules}
                      helperText="resources.planSettings.hoursHint"
                    />
                  </SimpleForm>
                </SaveMerge>
              </SingleSave>
            </SaveContextProvider>
          ))}
      </Card>
    </Box>
  );
}
