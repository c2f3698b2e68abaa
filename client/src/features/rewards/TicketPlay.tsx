import { formatList } from '../../lib/formatList';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotSymbols, type SlotSymbol, type Ticket, type TicketOutcome } from '../../../../shared/domains/rewards/schemas';
import { RewardError } from '../../../../shared/domains/rewards/errors';
import { memberMoneyOfWire } from '../../lib/money/format';
import { claimTicket, errorKey, spinSlotMachine } from './rewardsData';

/** How long the reels turn and the wheel spins; nothing moves for a visitor who asks for reduced motion. */
export const SPIN_MS = 1_800;

/** The symbols as drawn on the reels and the wheel (pictures, not words: their names are the labels). */
const GLYPHS: Readonly<Record<SlotSymbol, string>> = { SEVEN: '7', BAR: '▬', BELL: '🔔', CHERRY: '🍒', LEMON: '🍋' };

export function prefersReducedMotion(): boolean {
  // Without media queries (no browser window) nothing is animated either.
  return typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** What the ticket waits for: its spin (or, for a wheel, its claim), the claim of a spun slot machine, nothing. */
type Stage = 'spin' | 'claim' | 'done';

/**
 * Plays one prize ticket. The platform decides the outcome: a slot machine is spun (the outcome is
 * kept) and its prize claimed, the claim being the final spin; a prize wheel is claimed at once. The
 * reels or the wheel then turn to the outcome the platform gave, and the prize is announced.
 */
export function TicketPlay({ ticket, onPaid }: { ticket: Ticket; onPaid: () => void }) {
  const { t } = useTranslation('rewards');
  const [stage, setStage] = useState<Stage>(ticket.status === 'SPUN' ? 'claim' : 'spin');
  const [busy, setBusy] = useState(false);
  const [rolling, setRolling] = useState(false);
  const [outcome, setOutcome] = useState<TicketOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const slot = ticket.type === 'SLOT_MACHINE';

  // While rolling, the reels run through the symbols; then they stop on the outcome.
  useEffect(() => {
    if (!rolling) return;
    const roll = slot ? window.setInterval(() => setTick((n) => n + 1), 90) : undefined;
    const stop = window.setTimeout(() => setRolling(false), SPIN_MS);
    return () => {
      window.clearInterval(roll);
      window.clearTimeout(stop);
    };
  }, [rolling, slot]);

  const refusal = (code: string | undefined, message: string | undefined) => {
    const key = errorKey(code);
    setError(key ? t(`rewards.errors.${key}`) : message || t('rewards.failed'));
  };

  const spin = async () => {
    setError(null);
    setBusy(true);
    const answer = slot ? await spinSlotMachine(ticket.transactionId) : await claimTicket(ticket.transactionId);
    setBusy(false);
    if (!answer.success) {
      // Spun before (in another window): the final spin is the claim.
      if (slot && answer.errorCode === RewardError.slotMachineFinalSpin) setStage('claim');
      refusal(answer.errorCode, answer.message);
      return;
    }
    setOutcome(answer.value);
    setStage(answer.value.reward ? 'done' : 'claim');
    setRolling(!prefersReducedMotion());
    if (answer.value.reward) onPaid();
  };

  const claim = async () => {
    setError(null);
    setBusy(true);
    const answer = await claimTicket(ticket.transactionId);
    setBusy(false);
    if (!answer.success) {
      refusal(answer.errorCode, answer.message);
      return;
    }
    setOutcome(answer.value);
    setStage('done');
    onPaid();
  };

  const prize = outcome?.prize;
  const reels: SlotSymbol[] = outcome && !rolling ? outcome.reels : [0, 1, 2].map((i) => SlotSymbols[(tick + i * 2) % SlotSymbols.length]);
  const segment = 360 / Math.max(ticket.prizes.length, 1);
  const index = prize ? ticket.prizes.findIndex((p) => p.prizeId === prize.prizeId) : -1;
  // The pointer is at the top: turn five times, then bring the prize's segment under it.
  const turn = index < 0 ? 0 : 5 * 360 + 360 - (index + 0.5) * segment;

  return (
    <div className="ticket-play">
      {slot ? (
        <div
          className="ticket-slot"
          role="img"
          aria-label={
            outcome && !rolling
              ? t('rewards.tickets.reels', { symbol: t(`rewards.symbols.${outcome.prize.symbol}`) })
              : t('rewards.tickets.slotMachine')
          }
        >
          {reels.map((symbol, i) => (
            <span key={i} className={`ticket-slot__reel${rolling ? ' ticket-slot__reel--rolling' : ''}`} aria-hidden="true">
              {GLYPHS[symbol]}
            </span>
          ))}
        </div>
      ) : (
        <div className="ticket-wheel" role="img" aria-label={t('rewards.tickets.prizeWheel')}>
          <span className="ticket-wheel__pointer" aria-hidden="true" />
          <ol
            className={`ticket-wheel__disc${rolling ? ' ticket-wheel__disc--turning' : ''}`}
            style={{ transform: `rotate(${turn}deg)` }}
            aria-hidden="true"
          >
            {ticket.prizes.map((p, i) => (
              <li key={p.prizeId} className="ticket-wheel__segment" style={{ transform: `rotate(${(i + 0.5) * segment}deg)` }}>
                <span>{memberMoneyOfWire(p.amount)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
      <p className="ticket-play__prizes">
        {t('rewards.tickets.prizes', { list: formatList(ticket.prizes.map((p) => memberMoneyOfWire(p.amount))) })}
      </p>
      <p className="rewards-message" role="status">
        {!rolling && stage === 'claim' && prize && t('rewards.tickets.spun', { amount: memberMoneyOfWire(prize.amount) })}
        {!rolling && stage === 'done' && prize && t('rewards.tickets.won', { amount: memberMoneyOfWire(prize.amount) })}
      </p>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      {stage === 'spin' && (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void spin()}>
          {slot ? t('rewards.tickets.spin') : t('rewards.tickets.spinWheel')}
        </button>
      )}
      {stage === 'claim' && (
        <button type="button" className="btn btn--primary" disabled={busy || rolling} onClick={() => void claim()}>
          {t('rewards.tickets.claim')}
        </button>
      )}
    </div>
  );
}
