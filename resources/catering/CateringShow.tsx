import type { CateringRequest } from '@/dataProvider/types';
import { cateringActionsFrom } from '@/dataProvider/workflows';
import { CaseScreen } from '@/src/components/CaseScreen';
import { StatusActions } from '@/src/components/WorkflowButtons';
import { ContactLines, DetailLine } from '@/src/components/DetailParts';
import { TypedText } from '@/src/components/TypedText';
import { formatDateTime } from '@/src/format';
import { CATERING_TONES } from './choices';
import { CATERING_ICONS } from './icons';

const F = 'resources.catering.fields';

export default function CateringShow() {
  return (
    <CaseScreen<CateringRequest>
      messages="resources.catering"
      heading={(row) => row.companyName}
      tones={CATERING_TONES}
      details={(row) => (
        <>
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
        </>
      )}
    />
  );
}
