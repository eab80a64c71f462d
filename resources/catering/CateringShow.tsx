import type { CateringRequest } from '@/dataProvider/types';
import { cateringActionsFrom } from '@/dataProvider/workflows';
import { CaseScreen } from '@/src/record/CaseScreen';
import { StatusActions } from '@/src/actions/WorkflowButtons';
import { ContactLines, DetailLine } from '@/src/record/DetailParts';
import { TypedText } from '@/src/fields/TypedText';
import { formatDateTime } from '@/src/format/values';
import { CATERING_TONES } from './choices';
import { CATERING_ICONS } from './icons';
import { listDefaults } from './listDefaults';
import { ListSearchLink } from '@/src/record/ListSearchLink';
import { RecordNav } from '@/src/record/RecordNav';

const F = 'resources.catering.fields';
// Previous and Next follow the list as it is stored; before its first visit, in its own order.
const listSort = listDefaults().sort;

/**
 * The request, its contact, the status actions open now and the internal comments; Previous and Next through the
 * list as left, and the list searched for the contact's phone.
 */
export default function CateringShow() {
  return (
    <CaseScreen<CateringRequest>
      messages="resources.catering"
      heading={(row) => row.companyName}
      tones={CATERING_TONES}
      details={(row) => (
        <>
          <RecordNav messages="resources.catering" sort={listSort} />
          <DetailLine label={`${F}.number`}>#{row.number}</DetailLine>
          <DetailLine label={`${F}.guestNumber`}>{row.guestNumber}</DetailLine>
          <DetailLine label={`${F}.eventDate`}>
            <bdi dir="ltr">{row.eventDate}</bdi>
          </DetailLine>
          <DetailLine label={`${F}.city`}>{row.city}</DetailLine>
          <DetailLine label={`${F}.createdAt`}>
            <bdi dir="ltr">{formatDateTime(row.createdAt)}</bdi>
          </DetailLine>
          <DetailLine label={`${F}.notes`}>
            <TypedText>{row.notes}</TypedText>
          </DetailLine>
          <StatusActions
            actions={cateringActionsFrom(row.status)}
            messages="resources.catering"
            icons={CATERING_ICONS}
            dangerous={['reject']}
            name={row.companyName}
          />
        </>
      )}
      contactTitle="resources.catering.contact"
      contact={(row) => (
        <>
          <DetailLine label={`${F}.contactName`}>{row.contactName}</DetailLine>
          <ContactLines phone={row.phone} email={row.email} fields={F} />
          {row.phone ? (
            <ListSearchLink resource="catering" q={row.phone} label="resources.catering.browse.samePhone" />
          ) : null}
        </>
      )}
    />
  );
}
