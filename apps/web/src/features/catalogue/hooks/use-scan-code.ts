import { can, parseScanCode, partPath, vehiclePath } from '@yonke/domain';
import type { RefObject } from 'react';
import { useNavigate } from 'react-router';
import { getLocation } from '../api/get-location';
import type { CatalogueSection } from '../sections';
import type { CatalogueFilters } from './use-catalogue-filters';

interface ScanCodeOptions {
  section: CatalogueSection;
  roles: number[];
  latest: RefObject<{ text: string; filters: CatalogueFilters }>;
  setText: (text: string) => void;
  apply: (filters: CatalogueFilters) => void;
  showFilters: () => void;
}

/**
 * Spec "QR scan on a list": location-n filters by that location, autopart-n opens the part in
 * this section, vehicle-n opens the vehicle for roles with Vehículos (for the others it is
 * searched like any text), anything else is searched. A keyboard-wedge scanner typing into the
 * search box comes here too, with `typed` the text it left in the box.
 */
export function useScanCode({ section, roles, latest, setText, apply, showFilters }: ScanCodeOptions) {
  const navigate = useNavigate();

  /** Whether a text typed in the box is a code that opens or filters rather than a search. */
  const isActionCode = (text: string) => {
    const code = parseScanCode(text);
    return (
      code.kind === 'location' ||
      code.kind === 'autopart' ||
      (code.kind === 'vehicle' && can(roles, 'manageVehicles'))
    );
  };

  const handleCode = async (raw: string, typed = false) => {
    const code = parseScanCode(raw);
    if (code.kind === 'location') {
      let locationId: number;
      try {
        locationId = (await getLocation(code.id)).id;
      } catch {
        console.error('Ubicación no encontrada');
        return false;
      }
      // The lookup took a while: what the box holds now wins. A typed code is taken out of the
      // box unless the user already replaced it.
      const now = latest.current.text;
      const keptText = typed && now === raw ? '' : now;
      if (keptText !== now) setText(keptText);
      showFilters();
      apply({ ...latest.current.filters, q: keptText, location: locationId });
      return true;
    }
    if (code.kind === 'autopart') {
      navigate(partPath(section, code.id));
      return true;
    }
    if (code.kind === 'vehicle' && can(roles, 'manageVehicles')) {
      navigate(vehiclePath(code.id));
      return true;
    }
    const value =
      code.kind === 'agId' ? String(code.agId) : code.kind === 'vehicle' ? raw.trim() : code.value;
    setText(value);
    apply({ ...latest.current.filters, q: value });
    return true;
  };

  return { handleCode, isActionCode };
}
