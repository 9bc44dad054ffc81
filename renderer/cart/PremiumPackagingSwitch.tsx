// Premium packaging on or off (spec §3 "premiumPackaging", §4 "premium packaging can be toggled"): a real checkbox
// exposed as a switch, labelled, with its state also in words ('Yes' / 'No', as the cart and checkout say it).
// Space toggles it; keyboard focus rings the track. Used by the services step, the cart modal and the summary.
import './PremiumPackagingSwitch.css';
import { useId } from 'react';
import { PREMIUM_PACKAGING_LABEL, premiumPackagingText } from '../../shop-rules/constants.ts';

type Props = {
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  className?: string;
  /** Completes the accessible name where several switches share a screen: 'Premium packaging for Premium King'. */
  itemName?: string;
};

export function PremiumPackagingSwitch({ checked, onChange, disabled = false, className = '', itemName }: Props) {
  const id = useId();
  return (
    <label className={`packaging-switch ${className}`.trim()} htmlFor={id}>
      <span className="packaging-switch__label">
        {PREMIUM_PACKAGING_LABEL}
        {itemName && <span className="visually-hidden"> for {itemName}</span>}
      </span>
      <span className="packaging-switch__control">
        <input
          id={id}
          className="packaging-switch__input"
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="packaging-switch__track" aria-hidden="true" />
        {/* The switch itself announces on / off; the words are for the eye. */}
        <span className="packaging-switch__state" aria-hidden="true">
          {premiumPackagingText(checked)}
        </span>
      </span>
    </label>
  );
}
