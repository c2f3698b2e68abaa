/** The operator's page; like the `/__dev` helpers it is served on the sandbox port only and answers 404 when they are off. */
export const DESK_PATH = '/__desk';

/**
 * One order as the operator desk shows it: deposits (`D…`) and withdrawals (`W…`, the cashier area),
 * activity applications (`A…`, the promotions area), points redemptions (`P…`, the points area) and
 * feedback (`F…`, the feedback area) share this shape so the desk page and the `/__dev/desk/*` helpers list them all.
 * Amounts are wire decimal strings with two places (shared/money.ts `centsToWire`); times are epoch ms.
 */
export interface DeskOrder {
  id: string;
  kind: 'deposit' | 'withdrawal' | 'activity' | 'points' | 'feedback';
  account: string;
  amount: string;
  fee: string;
  status: string;
  channel: string;
  createdAt: number;
  settledAt: number | null;
  detail: string;
  /** Desk addresses of the images sent with it (an activity application's or a feedback's pictures). */
  pictures?: string[];
}

/**
 * The desk cannot act on this order: it is unknown (`status` 404) or already settled (`status` 409).
 * The JSON helpers answer with that HTTP status and the message.
 */
export class DeskRefusal extends Error {
  readonly status: 404 | 409;

  constructor(status: 404 | 409, message: string) {
    super(message);
    this.name = 'DeskRefusal';
    this.status = status;
  }

  static unknown(id: string): DeskRefusal {
    return new DeskRefusal(404, `No order ${id}.`);
  }

  static settled(id: string, status: string): DeskRefusal {
    return new DeskRefusal(409, `Order ${id} is already ${status}.`);
  }
}
