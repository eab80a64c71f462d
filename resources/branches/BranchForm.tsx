/**
 * The one tabbed form behind /branches/create and /branches/{branchId}. On create only General is
 * open (the others need the branch to exist); the rest of a new branch comes from newBranchDefaults.
 * The map and orders tabs draw their content only while on screen, so nothing heavy loads until then.
 */
import type { ReactNode } from 'react';
import { TabbedForm, useTranslate, type FormTabProps } from 'react-admin';
import { FormToolbar } from '@/src/save/FormToolbar';
import { KEEP_TYPED } from '@/src/save/keepTyped';
import { Alert } from '@mui/material';
import { AreaInputs } from './AreaInputs';
import { BranchStatusButtons } from './BranchStatusButtons';
import { GeneralInputs, ServicesInputs, ShiftsInput } from './BranchInputs';
import { newBranchDefaults } from './choices';
import { OrdersBoard } from './OrdersBoard';
import { useAfterFirstPaint } from '@/src/screens/afterFirstPaint';

type BranchTabProps = Omit<FormTabProps, 'children'> & {
  locked: boolean;
  /** `shown`: this tab is the one on screen (react-admin renders every tab, hiding the others). */
  renderContent: (shown: boolean) => ReactNode;
};

/**
 * A tab that is disabled while `locked`, and tells its content whether it is on screen. A hidden tab's
 * inputs render from the second frame: the editor paints its open tab first.
 */
function BranchTab({ locked, renderContent, hidden, ...props }: BranchTabProps) {
  const painted = useAfterFirstPaint();
  return (
    <TabbedForm.Tab {...props} hidden={hidden} disabled={locked}>
      {locked || (hidden && !painted) ? null : renderContent(!hidden)}
    </TabbedForm.Tab>
  );
}

function LockedHint() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2, maxWidth: 760 }}>
      {translate('resources.branches.hints.lockedOnCreate')}
    </Alert>
  );
}

export function BranchForm({ creating = false }: { creating?: boolean }) {
  return (
    <TabbedForm
      resetOptions={KEEP_TYPED}
      toolbar={<FormToolbar>{!creating && <BranchStatusButtons />}</FormToolbar>}
      defaultValues={creating ? newBranchDefaults : undefined}
      warnWhenUnsavedChanges
    >
      <TabbedForm.Tab label="resources.branches.tabs.general">
        {creating && <LockedHint />}
        <GeneralInputs />
      </TabbedForm.Tab>
      <BranchTab
        label="resources.branches.tabs.services"
        path="services"
        locked={creating}
        renderContent={() => <ServicesInputs />}
      />
      <BranchTab
        label="resources.branches.tabs.workingHours"
        path="hours"
        locked={creating}
        renderContent={() => <ShiftsInput />}
      />
      <BranchTab
        label="resources.branches.tabs.deliveryArea"
        path="delivery"
        locked={creating}
        renderContent={(shown) => <AreaInputs kind="deliveryArea" shown={shown} />}
      />
      <BranchTab
        label="resources.branches.tabs.subscriptionArea"
        path="subscription"
        locked={creating}
        renderContent={(shown) => <AreaInputs kind="subscriptionArea" shown={shown} />}
      />
      <BranchTab
        label="resources.branches.tabs.orders"
        path="orders"
        locked={creating}
        renderContent={(shown) => (shown ? <OrdersBoard /> : null)}
      />
    </TabbedForm>
  );
}
