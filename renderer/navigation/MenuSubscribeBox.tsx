// The menu's 'Subscribe to get more information' box (spec §2 "Navigation menu"): opens the subscribe modal,
// and 'Contact us' goes to /contact.
type Props = { subscribeText: string | null; onSubscribe: () => void };

export function MenuSubscribeBox({ subscribeText, onSubscribe }: Props) {
  // A plain box, not a landmark: the footer holds the page's subscribe region, under the same name.
  return (
    <div className="menu-subscribe">
      <h3 className="menu-subscribe__heading">Subscribe to get more information</h3>
      <div className="menu-subscribe__actions">
        {subscribeText && (
          <button type="button" className="button" onClick={onSubscribe}>
            {subscribeText}
          </button>
        )}
        <a className="button button--ghost" href="/contact">
          Contact us
        </a>
      </div>
    </div>
  );
}
