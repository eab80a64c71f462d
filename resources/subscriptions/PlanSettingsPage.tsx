import { LoadingBox } from '@/src/components/LoadingBox';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  NumberInput,
  SelectInput,
  SimpleForm,
  Title,
  Toolbar,
  minValue,
  number,
  useDataProvider,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { KEEP_TYPED } from '@/src/components/ServerChangeDialog';
import { SaveButton } from '@/src/components/SaveButton';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '@/dataProvider';
import type { PlanSettings } from '@/dataProvider/types';
import { timeSlots } from '@/src/format';
import { isRequired } from '@/src/validators';
import { loadState } from '@/src/components/LoadError';
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
    mutationFn: (values: Record<string, unknown>) =>
      dataProvider.action<PlanSettings>('planSettings', { action: 'save', data: toPlanSettingsBody(values) }),
    onSuccess: ({ data: saved }) => {
      queryClient.setQueryData(QUERY_KEY, saved);
      notify('resources.planSettings.saved', { type: 'success' });
    },
  });
  // A refused save keeps what was typed: the HTTP client has shown the server's message.
  const save = async (values: Record<string, unknown>) => {
    await mutateAsync(values).catch(() => undefined);
  };
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
            <SimpleForm
              resetOptions={KEEP_TYPED}
              record={data}
              onSubmit={save}
              warnWhenUnsavedChanges
              resource="planSettings"
              toolbar={
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              }
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
          ))}
      </Card>
    </Box>
  );
}
