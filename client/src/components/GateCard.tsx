/**
 * A whole-page message in place of the site, with one way forward: the page a visitor sees when the
 * platform's status cannot be read or the network is gone. The card is an alert, so a screen reader
 * says it at once.
 */
export function GateCard({
  id,
  title,
  text,
  action,
  onAction,
}: {
  id: string;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <main className="gate-page" aria-labelledby={id}>
      <div className="gate-card" role="alert">
        <h1 id={id}>{title}</h1>
        <p>{text}</p>
        <button type="button" className="btn btn--primary" onClick={onAction}>
          {action}
        </button>
      </div>
    </main>
  );
}
