import { fireEvent, screen } from '@testing-library/react';
import { MAX_PHOTOS_PER_RETURN } from '@yonke/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { PickedPhoto } from '../api/return-photos';
import { ReturnPhotoField } from './return-photo-field';

// The «Fotos» field of the return form: what is chosen shows as thumbnails with a labelled
// remove button, up to the limit, and photos beyond it are named, not dropped in silence.

let created = 0;
const revoked: string[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  created = 0;
  revoked.length = 0;
  URL.createObjectURL = () => {
    created += 1;
    return `blob:foto-${created}`;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

function Field() {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  return <ReturnPhotoField photos={photos} onChange={setPhotos} disabled={false} />;
}

const jpegs = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => new File([`foto ${index}`], `pieza-${index}.jpg`, { type: 'image/jpeg' }),
  );

function choose(files: File[]) {
  fireEvent.change(screen.getByTestId('return-photo-input'), { target: { files } });
}

describe('ReturnPhotoField', () => {
  it('shows each chosen photo with its own remove button, and lets go of a removed one', () => {
    renderWithProviders(<Field />);
    expect(screen.getByRole('group', { name: 'Fotos (opcional)' })).toBeTruthy();
    choose([...jpegs(2), new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' })]);
    // Only images are taken: the PDF is not one.
    expect(screen.getAllByTestId('return-photo-preview')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Quitar la foto 1' }));
    expect(screen.getAllByTestId('return-photo-preview')).toHaveLength(1);
    expect(revoked).toEqual(['blob:foto-1']);
    expect(screen.getByRole('img', { name: 'Foto 1 de la pieza devuelta' }).getAttribute('src')).toBe(
      'blob:foto-2',
    );
  });

  it(`keeps at most ${MAX_PHOTOS_PER_RETURN} and says which were left out`, () => {
    renderWithProviders(<Field />);
    choose(jpegs(3));
    choose(jpegs(MAX_PHOTOS_PER_RETURN));
    expect(screen.getAllByTestId('return-photo-preview')).toHaveLength(MAX_PHOTOS_PER_RETURN);
    expect(screen.getByRole('status').textContent).toBe(
      `Elegiste ${MAX_PHOTOS_PER_RETURN} fotos y solo caben ${MAX_PHOTOS_PER_RETURN - 3} más (una devolución lleva hasta ${MAX_PHOTOS_PER_RETURN}): se agregaron las primeras ${MAX_PHOTOS_PER_RETURN - 3}.`,
    );
    expect(screen.queryByRole('button', { name: 'Tomar foto' })).toBeNull();
    expect(
      screen.getByText(`Ya tiene las ${MAX_PHOTOS_PER_RETURN} fotos que caben en una devolución.`),
    ).toBeTruthy();
  });
});
