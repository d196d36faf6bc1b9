import { RenameRow } from '../../../components/admin-list';
import type { Location } from '../api/get-locations';
import { useUpdateLocation } from '../api/update-location';
import { LOCATION_NAME_MAX, LOCATION_TEXT } from '../messages';

/** The edit row that takes the search box's place while a location is being renamed. */
export function LocationEditForm({ location, onDone }: { location: Location; onDone: () => void }) {
  const update = useUpdateLocation();
  return (
    <RenameRow
      id={location.id}
      initialName={location.name}
      maxLength={LOCATION_NAME_MAX}
      update={update}
      texts={{
        form: 'Editar ubicación',
        input: 'Nuevo nombre de la ubicación',
        placeholder: 'Nombre de la ubicación',
        updated: LOCATION_TEXT.updated,
        tooLong: LOCATION_TEXT.tooLong(LOCATION_NAME_MAX),
      }}
      onDone={onDone}
    />
  );
}
