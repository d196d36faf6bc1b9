import { centsToPesos, formatMoneyPrecise } from '@yonke/domain';
import type { MlOrder } from '@yonke/domain/schemas';
import classes from './ml-orders.module.css';

const money = (cents: number) => formatMoneyPrecise(centsToPesos(cents));
/** What the marketplace keeps: with a minus sign, except nothing («$0», not «−$0»). */
const less = (cents: number) => (cents === 0 ? money(0) : `−${money(cents)}`);

/** Price, the marketplace's fee, the seller's shipping cost and what is left for the yard. */
export function OrderAmounts({ order }: { order: MlOrder }) {
  return (
    <dl className={classes.amounts}>
      <div>
        <dt>Precio</dt>
        <dd>{money(order.gross_cents)}</dd>
      </div>
      <div>
        <dt>Comisión</dt>
        <dd>{less(order.fee_cents)}</dd>
      </div>
      <div>
        <dt>Envío</dt>
        <dd>{less(order.shipping_cost_cents)}</dd>
      </div>
      <div>
        <dt>Neto</dt>
        <dd>{money(order.net_cents)}</dd>
      </div>
    </dl>
  );
}
