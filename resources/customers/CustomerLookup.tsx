import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { RecordContextProvider, ResourceContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AppDataProvider } from '@/dataProvider';
import { showError } from '@/dataProvider/http';
import { LoadError, isNotFound, loadErrorText } from '@/src/loading/LoadError';
import { useT } from '@/i18n/useT';
import { normalizeMobile } from '@/dataProvider/phone';
import type { Customer } from '@/dataProvider/types';
import { ActiveChip } from '@/src/fields/ActiveChip';
import { StatusButtons } from '@/src/actions/StatusButtons';
import { Ltr } from '@/src/fields/Ltr';
import { FullName } from '@/src/fields/FullName';
import { BIDI_OWN } from '@/src/format/bidi';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 120 }}>
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, ...BIDI_OWN, textAlign: 'left' }}>
        {children}
      </Typography>
    </Box>
  );
}

function CustomerCard({ customer }: { customer: Customer }) {
  const translate = useTranslate();
  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <Card variant="outlined" component="section" aria-label={translate('resources.customers.found')}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" aria-label={name}>
            <FullName firstName={customer.firstName} lastName={customer.lastName} />
          </Typography>
          <ActiveChip active={customer.active} />
        </Stack>
        <Box component="dl" sx={{ m: 0 }}>
          <Field label="resources.customers.fields.firstName">{customer.firstName}</Field>
          <Field label="resources.customers.fields.lastName">{customer.lastName}</Field>
          <Field label="resources.customers.fields.phone">
            <Ltr>{customer.phone}</Ltr>
          </Field>
          <Field label="resources.customers.fields.email">{customer.email}</Field>
          <Field label="resources.customers.fields.birthDate">{customer.birthDate}</Field>
          <Field label="resources.customers.fields.status">
            {translate(customer.active ? 'app.status.active' : 'app.status.inactive')}
          </Field>
        </Box>
        {/* Activate/deactivate through the customers row's actions, each behind a confirmation. */}
        <ResourceContextProvider value="customers">
          <RecordContextProvider value={customer}>
            <Box sx={{ mt: 1 }}>
              <StatusButtons
                messages="resources.customers"
                active={customer.active}
                confirm={['activate', 'deactivate']}
                name={name}
              />
            </Box>
          </RecordContextProvider>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
}

/**
 * Look a customer up by phone (GET users/getUserByPhoneNumber). The number is checked here first,
 * so a typo says so without a call; a number of no one says so in the page, not only in a toast.
 */
export function CustomerLookup() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  // A link may name the number (`/customers?phone=05…`, the search box's): it is looked up at once.
  const [params] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('phone') ?? '');
  const [inputError, setInputError] = useState<string | null>(null);
  const [phone, setPhone] = useState<string | null>(() => normalizeMobile(params.get('phone') ?? '') ?? null);
  const t = useT();
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: ['customers', 'byPhone', phone],
    enabled: phone !== null,
    queryFn: async () => {
      try {
        return (
          await dataProvider.action<Customer>('customers', {
            action: 'byPhone',
            data: { phoneNumber: phone },
            silent: true,
          })
        ).data;
      } catch (failure) {
        // A 404 is the answer "no one has this number", said in the page; any other failure also gets the spec's toast.
        if (!isNotFound(failure)) showError(loadErrorText(failure, t));
        throw failure;
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeMobile(typed);
    if (typed.trim() === '') return setInputError('ra.validation.required');
    if (!normalized) return setInputError('resources.customers.phoneInvalid');
    setInputError(null);
    // The same number again is a new look-up: after "no one has it" or a failure, the answer may have changed.
    if (normalized === phone) void refetch();
    else setPhone(normalized);
  };

  const notFound = isNotFound(error);
  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        role="search"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: 'flex-start' }}
        noValidate
      >
        <TextField
          label={translate('resources.customers.phoneLabel')}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (inputError) setInputError(null);
          }}
          error={inputError !== null}
          helperText={translate(inputError ?? 'resources.customers.phoneHint')}
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', autoComplete: 'off' } }}
          size="small"
          sx={{ minWidth: 280 }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={isFetching ? <CircularProgress size={16} color="inherit" /> : <SearchIcon />}
          disabled={isFetching}
          sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
        >
          {translate('resources.customers.lookUp')}
        </Button>
      </Stack>
      <div aria-live="polite">
        {phone !== null && !isFetching && notFound && (
          <Alert severity="info">{translate('resources.customers.notFound', { phone: `0${phone.slice(4)}` })}</Alert>
        )}
        {phone !== null && error && !notFound && <LoadError error={error} onRetry={refetch} />}
        {phone !== null && data && !error && <CustomerCard customer={data} />}
      </div>
    </Stack>
  );
}
