// /account: the signed-in customer's orders, newest first, each set with its size, depth and colour (the variant)
// and what the cart carried (packaging, the Mattress measurements); the measurements kept on the account, with a
// Forget; the addresses; and a sign-out. Every action is a plain form POST, so it works before (or without) any script. Or, with the shop's account service away, word of that.
import './account.css';
import { useData } from 'vike-react/useData';
import { ACCOUNT_WORDS, SIGN_IN_FAILED_WORDS, type AccountMeasurements, type AccountOrder, type AccountPageData } from './account-page-data.ts';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
const moneyOf = ({ amount, currencyCode }: { amount: string; currencyCode: string }) =>
  new Intl.NumberFormat('en-AU', { style: 'currency', currency: currencyCode }).format(Number(amount));

export default function Page() {
  const data = useData<AccountPageData>();
  if (data.state === 'sign-in-failed') {
    const { heading, body } = SIGN_IN_FAILED_WORDS[data.failure];
    return (
      <section className="account" aria-labelledby="account-heading">
        <div className="container account__inner">
          <h1 id="account-heading">{heading}</h1>
          <p className="account__notice" role="alert">
            {body}
          </p>
          <p className="account__actions">
            <a className="button" href={data.backHref}>
              {ACCOUNT_WORDS.backToWhereYouWere}
            </a>
            <a className="button button--ghost" href={data.retryHref}>
              {ACCOUNT_WORDS.signInAgain}
            </a>
          </p>
        </div>
      </section>
    );
  }
  if (data.state === 'unavailable') {
    return (
      <section className="account" aria-labelledby="account-heading">
        <div className="container account__inner">
          <h1 id="account-heading">{ACCOUNT_WORDS.unavailable}</h1>
          <p className="account__notice" role="alert">
            {ACCOUNT_WORDS.unavailableBody}
          </p>
          <a className="button" href="/">
            {ACCOUNT_WORDS.backToShop}
          </a>
        </div>
      </section>
    );
  }
  const { overview, measurements, signOutPath, orderAgainPath, notice } = data;
  return (
    <section className="account" aria-labelledby="account-heading">
      <div className="container account__inner">
        <header className="account__head">
          <h1 id="account-heading">{ACCOUNT_WORDS.account}</h1>
          <p className="account__who">{[overview.name, overview.email].filter(Boolean).join(' · ')}</p>
          <form method="post" action={signOutPath}>
            <button type="submit" className="button button--ghost">
              {ACCOUNT_WORDS.signOut}
            </button>
          </form>
        </header>
        <section className="account__orders" aria-labelledby="account-orders">
          <h2 id="account-orders">{ACCOUNT_WORDS.orders}</h2>
          {notice && (
            <p className="account__notice" role="alert">
              {ACCOUNT_WORDS.soldOutNow(notice.soldOut)} <a href={notice.nearestHref}>{ACCOUNT_WORDS.nearestChoice}</a>
            </p>
          )}
          {overview.orders.length ? (
            <ol className="account__list">
              {overview.orders.map((order) => (
                <li key={order.name}>
                  <OrderCard order={order} orderAgainPath={orderAgainPath} />
                </li>
              ))}
            </ol>
          ) : (
            <p className="account__empty">{ACCOUNT_WORDS.noOrders}</p>
          )}
        </section>
        <MeasurementsSection measurements={measurements} />
        <section className="account__addresses" aria-labelledby="account-addresses">
          <h2 id="account-addresses">{ACCOUNT_WORDS.addresses}</h2>
          {overview.addresses.length ? (
            overview.addresses.map((lines) => (
              <address className="account__address" key={lines.join('\n')}>
                {lines.map((line, index) => (
                  <span key={index}>{line}</span>
                ))}
              </address>
            ))
          ) : (
            <p className="account__empty">{ACCOUNT_WORDS.noAddresses}</p>
          )}
        </section>
      </div>
    </section>
  );
}

function OrderCard({ order, orderAgainPath }: { order: AccountOrder; orderAgainPath: string }) {
  return (
    <article className="account-order" aria-label={`${ACCOUNT_WORDS.order} ${order.name}`}>
      <div className="account-order__head">
        <h3>{order.name}</h3>
        <p>
          <time dateTime={order.processedAt}>{dateOf(order.processedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{moneyOf(order.total)}</span>
        </p>
      </div>
      {order.lines.map((line, index) => (
        <div className="account-order__line" key={index}>
          <p className="account-order__title">{line.title}</p>
          <dl>
            {line.variantTitle && (
              <div>
                <dt>{ACCOUNT_WORDS.set}</dt>
                <dd>{line.variantTitle}</dd>
              </div>
            )}
            <div>
              <dt>{ACCOUNT_WORDS.quantity}</dt>
              <dd>{line.quantity}</dd>
            </div>
            {line.attributes.map((attribute) => (
              <div key={attribute.key}>
                <dt>{attribute.key}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      {order.lines.some((line) => line.variantId) && (
        <form method="post" action={orderAgainPath}>
          <input type="hidden" name="order" value={order.name} />
          <button type="submit" className="button" aria-label={`${ACCOUNT_WORDS.orderAgain}: ${order.name}`}>
            {ACCOUNT_WORDS.orderAgain}
          </button>
        </form>
      )}
    </article>
  );
}

/** The measurements Find my size keeps on the account; nothing when the shop did not answer for them. */
function MeasurementsSection({ measurements }: { measurements: AccountMeasurements }) {
  if (measurements.state === 'unavailable') return null;
  return (
    <section className="account__measurements" aria-labelledby="account-measurements">
      <h2 id="account-measurements">{ACCOUNT_WORDS.measurements}</h2>
      {measurements.state === 'saved' ? (
        <>
          {measurements.notForgotten && (
            <p className="account__notice" role="alert">
              {ACCOUNT_WORDS.notForgotten}
            </p>
          )}
          <p>{ACCOUNT_WORDS.measurementsSaved}</p>
          <p className="account__mattress">{measurements.text}</p>
          <form method="post" action={measurements.forgetPath}>
            <button type="submit" className="button button--ghost">
              {ACCOUNT_WORDS.forgetMeasurements}
            </button>
          </form>
        </>
      ) : (
        <p className="account__empty">{measurements.state === 'declined' ? ACCOUNT_WORDS.measurementsDeclined : ACCOUNT_WORDS.measurementsNone}</p>
      )}
    </section>
  );
}
