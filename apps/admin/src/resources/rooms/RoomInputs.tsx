import { Grid, Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { MAX_PAGE_SIZE } from '@mijozlar/shared';
import type { Block } from '../buildings/types';
import { DateTextInput } from '../../components/DateTextInput';
import { FormSection } from '../../components/FormSection';
import { MoneyInput } from '../../components/MoneyInput';
import { currencyCode } from '../../format/currency';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { PersonInput } from './PersonInput';
import { PhotoInput } from './PhotoInput';
import { BOOKED, roomValidators, SOLD, statusCodeOf } from './roomForm';
import type { RoomStatus } from './types';

function Row({ children }: { children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
      {children}
    </Stack>
  );
}

/** The price as every amount is typed (thousands grouped, "," or "."), in the chosen currency. */
function PriceInput() {
  const currency = useWatch({ name: 'currency' }) as unknown;
  return <MoneyInput source="price" validate={roomValidators.price} currency={currencyCode(currency) || undefined} />;
}

/** Clears the block when the building changes: blocks belong to one building. */
function useClearBlockOnBuildingChange() {
  const { setValue } = useFormContext();
  const building = useWatch({ name: 'building' }) as unknown;
  const previous = useRef(building);
  useEffect(() => {
    if (previous.current !== building && previous.current !== undefined) setValue('block', null, { shouldDirty: true });
    previous.current = building;
  }, [building, setValue]);
  return building;
}

/** The building's blocks (optional). */
function BlockSelectInput({ building }: { building: number | null }) {
  const { data = [], isPending } = useGetList<Block>(
    'building-blocks',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' }, filter: { building } },
    { enabled: building !== null },
  );
  return (
    <SelectInput
      source="block"
      choices={building !== null ? data : []}
      optionText="name"
      optionValue="id"
      translateChoice={false}
      emptyText="resources.rooms.person.none"
      isPending={building !== null && isPending}
    />
  );
}

/** The client or the lead, one of them (clientOrLidError when both). */
function PersonInputs() {
  return (
    <Row>
      <PersonInput source="client" nameSource="client_name" path="client/mini-list" label="resources.rooms.fields.client" />
      <PersonInput source="lid" nameSource="lid_name" path="lid/mini-list" label="resources.rooms.fields.lid" />
    </Row>
  );
}

export interface RoomInputsProps {
  statuses: RoomStatus[];
}

/**
 * The inputs of room create and edit. The booked status adds the booking end date and the booker,
 * sold adds the buyer (document 1, section 4).
 */
export function RoomInputs({ statuses }: RoomInputsProps) {
  const building = useClearBlockOnBuildingChange();
  const status = useWatch({ name: 'status' }) as unknown;
  const code = statusCodeOf(statuses, status);
  const hasBuilding = building !== null && building !== undefined && building !== '';
  return (
    <Grid container spacing={{ xs: 2, md: 4 }} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={3}>
          <FormSection title="resources.rooms.sections.main" help="resources.rooms.sections.main_help">
            <Row>
              <ReferenceSelectInput source="building" reference="buildings" validate={roomValidators.building} />
              <BlockSelectInput building={hasBuilding ? Number(building) : null} />
            </Row>
            <Row>
              <TextInput source="number" validate={roomValidators.number} autoComplete="off" />
              <NumberInput source="floor" validate={roomValidators.floor} step={1} />
              <NumberInput source="entrance" validate={roomValidators.entrance} min={1} step={1} />
            </Row>
            <Row>
              <MoneyInput source="area" validate={roomValidators.area} />
              <NumberInput source="rooms_count" validate={roomValidators.rooms_count} min={1} step={1} />
            </Row>
          </FormSection>

          <FormSection title="resources.rooms.sections.price" help="resources.rooms.sections.price_help">
            <Row>
              <ReferenceSelectInput source="status" reference="room-statuses" validate={roomValidators.status} />
              <PriceInput />
              <ReferenceSelectInput source="currency" reference="currencies" validate={roomValidators.currency} />
            </Row>
          </FormSection>

          {code === BOOKED ? (
            <FormSection title="resources.rooms.sections.booking" help="resources.rooms.sections.booking_help">
              <Row>
                <DateTextInput source="booking_end_date" />
                <div />
              </Row>
              <PersonInputs />
            </FormSection>
          ) : null}

          {code === SOLD ? (
            <FormSection title="resources.rooms.sections.buyer" help="resources.rooms.sections.buyer_help">
              <PersonInputs />
            </FormSection>
          ) : null}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={3}>
          <FormSection title="resources.rooms.sections.photo" help="resources.rooms.sections.photo_help">
            <PhotoInput source="photo" />
          </FormSection>
          <FormSection title="resources.rooms.sections.description">
            <TextInput source="description" multiline minRows={3} label={false} />
          </FormSection>
        </Stack>
      </Grid>
    </Grid>
  );
}
