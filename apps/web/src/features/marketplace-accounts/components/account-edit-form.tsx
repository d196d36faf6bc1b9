import { RenameRow } from '../../../components/admin-list';
import type { MarketplaceAccount } from '../api/get-accounts';
import { useUpdateAccount } from '../api/update-account';
import { ACCOUNT_NAME_MAX, ACCOUNT_TEXT } from '../messages';

/** The edit row that takes the search box's place while an account is being renamed. */
export function AccountEditForm({ account, onDone }: { account: MarketplaceAccount; onDone: () => void }) {
  const update = useUpdateAccount();
  return (
    <RenameRow
      id={account.id}
      initialName={account.name}
      maxLength={ACCOUNT_NAME_MAX}
      update={update}
      texts={{
        form: 'Editar tienda',
        input: 'Nuevo nombre de la tienda',
        placeholder: 'Nombre de Tienda',
        updated: ACCOUNT_TEXT.updated,
        tooLong: ACCOUNT_TEXT.tooLong(ACCOUNT_NAME_MAX),
      }}
      onDone={onDone}
    />
  );
}
