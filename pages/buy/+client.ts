// The flow comes alive in the browser from its own entry, without Vike's client runtime (see +config.ts).
import './hydrate-buy-page.tsx';
