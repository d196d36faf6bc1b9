import { notifyError, notifyWarning } from '../../lib/notify';
import { TOASTS } from './messages';

/** After an update of a listed part (docs/product.md §4): warning when the marketplace took it, error otherwise. */
export function notifySync(sync: boolean) {
  if (sync) notifyWarning(TOASTS.synced);
  else notifyError(TOASTS.notSynced);
}
