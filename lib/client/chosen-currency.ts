import type { PriceCurrency } from "@/lib/money";
import type { OfferedPrice, OfferedPrices } from "@/lib/pricing/schemas";

/** Where the buyer's own choice is kept, across visits: a choice, not personal data. */
const STORAGE_KEY = "shop.currency";

/**
 * The currency the payment page charges in, shared by its client leaves (the price on the card, the switcher, the
 * creator code's check and PayPal's buttons): the prerendered page shows USD, and after hydration GET /api/prices
 * says what is on offer now. The buyer's choice wins while it is offered, else the currency of their country the
 * server suggested, else USD. Asked once per page load, when the first leaf subscribes.
 */
type State = { offered: OfferedPrice[]; currency: PriceCurrency; settled: boolean };
/** `settled`: the shop has answered (or could not be asked), so `currency` is the one the page will charge in. */
const USD_ONLY: State = { offered: [], currency: "USD", settled: false };
let state: State = USD_ONLY;
let asked = false;
const listeners = new Set<() => void>();

function publish(next: State): void {
  state = next;
  for (const listener of listeners) listener();
}

function storedChoice(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (a privacy mode): the choice lasts as long as the page.
    return null;
  }
}

/** How long the page waits for the prices before it settles on USD: PayPal's buttons wait for the currency. */
const ASK_TIMEOUT_MS = 5000;

async function ask(): Promise<void> {
  try {
    const response = await fetch("/api/prices", { headers: { accept: "application/json" }, signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    if (response.ok) {
      const { suggested, prices } = (await response.json()) as OfferedPrices;
      const choice = storedChoice();
      const offered = (currency: string | null) => prices.find((price) => price.currency === currency)?.currency;
      publish({ offered: prices, currency: offered(choice) ?? offered(suggested) ?? "USD", settled: true });
      return;
    }
  } catch {
    // Offline, refused or too slow: the page keeps USD, which create-order always accepts.
  }
  publish({ ...state, settled: true });
}

export function subscribeChosenCurrency(listener: () => void): () => void {
  listeners.add(listener);
  if (!asked) {
    asked = true;
    void ask();
  }
  return () => listeners.delete(listener);
}

export const chosenCurrency = (): State => state;
/** What the server renders: USD, nothing else known. */
export const serverCurrency = (): State => USD_ONLY;

/** The buyer picks a currency on offer: kept for their next visit, and every leaf follows. */
export function chooseCurrency(currency: PriceCurrency): void {
  if (!state.offered.some((price) => price.currency === currency)) return;
  try {
    window.localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // See storedChoice.
  }
  publish({ ...state, currency });
}
