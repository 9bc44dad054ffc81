// Top of the flow: exit (asks first), the step counter (Product, Details, Services, Checkout) and the
// 'V1.0 / V1.1' app-version toggle.
import { observer } from 'mobx-react-lite';
import { interceptClick } from '../../blocks/shared/intercept-click.ts';
import type { RootStoreInstance } from '../../models/root-store.ts';
import { HOME_PATH, VERSION_TOGGLE_LABEL } from '../../shop-rules/constants.ts';
import { BRAND_NAME } from '../../content/brand.ts';
import { versionToggleHref } from '../../shop-rules/buy-url.ts';
import { preloadExitSubscribe } from './ExitConfirm.tsx';
import { withViewTransition } from './view-transition.ts';

export const BuyTopBar = observer(function BuyTopBar({ store }: { store: RootStoreInstance }) {
  const flow = store.buyFlow;
  const query = store.buyFlow.urlQuery;
  const otherApp = flow.appVersion === 'new' ? 'old' : 'new';
  return (
    <header className="buy-top">
      <a className="buy-top__brand" href={HOME_PATH}>
        {BRAND_NAME}
      </a>
      <nav aria-label="Purchase steps" className="buy-top__steps">
        <ol>
          {flow.steps.map(({ step, label, active, done }) => (
            <li key={step} className={`buy-top__step${active ? ' is-active' : ''}${done ? ' is-done' : ''}`} aria-current={active ? 'step' : undefined}>
              <span className="buy-top__step-number" aria-hidden="true">
                {step}
              </span>
              <span className="buy-top__step-label">{label}</span>
            </li>
          ))}
        </ol>
      </nav>
      <div className="buy-top__tools">
        <a
          className="buy-top__version"
          href={versionToggleHref(query, otherApp)}
          aria-label={`${VERSION_TOGGLE_LABEL}: switch to ${otherApp === 'old' ? 'V1.0' : 'V1.1'}`}
          onClick={interceptClick(() => flow.toggleVersion())}
        >
          {VERSION_TOGGLE_LABEL}
        </a>
        <a
          className={`buy-top__exit${store.ui.buyExitOpen ? ' is-open' : ''}`}
          href={HOME_PATH}
          aria-label="Leave the purchase"
          onClick={interceptClick(() => withViewTransition(() => store.ui.setOpen('buyExit', true)))}
          onPointerEnter={preloadExitSubscribe}
          onFocus={preloadExitSubscribe}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.4" fill="none" strokeLinecap="round" />
          </svg>
        </a>
      </div>
    </header>
  );
});
