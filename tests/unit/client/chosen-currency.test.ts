import { afterEach, describe, expect, it, vi } from "vitest";

type Store = typeof import("@/lib/client/chosen-currency");

const price = (currency: string, amountCents: number, text: string) => ({ currency, listPriceCents: amountCents, amountCents, text, regularText: null });
const OFFERED = { suggested: "EUR", prices: [price("USD", 500, "$5.00"), price("EUR", 499, "€4.99"), price("GBP", 449, "£4.49")] };

/** A fresh copy of the store (it asks the shop once per page load) in a page whose storage holds `saved`. */
async function load({ answer = OFFERED as unknown, ok = true, saved = null as string | null, storageThrows = false } = {}) {
  vi.resetModules();
  const storage = new Map<string, string>(saved ? [["shop.currency", saved]] : []);
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error("SecurityError");
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error("SecurityError");
      storage.set(key, value);
    },
  };
  vi.stubGlobal("window", { localStorage });
  const fetch = vi.fn(async () => ({ ok, json: async () => answer }));
  vi.stubGlobal("fetch", fetch);
  const store: Store = await import("@/lib/client/chosen-currency");
  return { store, storage, fetch };
}

/** Subscribes as a leaf does and waits for the shop's answer to be published. */
async function answered(store: Store) {
  const published = new Promise<void>((resolve) => store.subscribeChosenCurrency(resolve));
  await published;
  return store.chosenCurrency();
}

describe("the payment page's currency", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is USD on the server and before the shop answers, then the currency the shop suggests for the client's country", async () => {
    const { store, fetch } = await load();
    expect(store.serverCurrency()).toEqual({ offered: [], currency: "USD", settled: false });
    expect(store.chosenCurrency().currency).toBe("USD");
    expect(store.chosenCurrency().settled).toBe(false);
    expect(await answered(store)).toEqual({ offered: OFFERED.prices, currency: "EUR", settled: true });
    // A second leaf subscribing does not ask again.
    store.subscribeChosenCurrency(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the buyer's own choice for the next visit while it is offered, and falls back when it is not", async () => {
    const first = await load();
    await answered(first.store);
    first.store.chooseCurrency("GBP");
    expect(first.store.chosenCurrency().currency).toBe("GBP");
    expect(first.storage.get("shop.currency")).toBe("GBP");

    const next = await load({ saved: "GBP" });
    expect((await answered(next.store)).currency).toBe("GBP");
    const withdrawn = await load({ saved: "SEK" });
    expect((await answered(withdrawn.store)).currency).toBe("EUR");
  });

  it("refuses a currency not on offer, and works on when storage is refused", async () => {
    const { store, storage } = await load();
    await answered(store);
    store.chooseCurrency("SEK");
    expect(store.chosenCurrency().currency).toBe("EUR");
    expect(storage.size).toBe(0);

    const blocked = await load({ storageThrows: true });
    await answered(blocked.store);
    blocked.store.chooseCurrency("USD");
    expect(blocked.store.chosenCurrency().currency).toBe("USD");
  });

  it("settles on USD, the currency create-order always takes, when the shop does not answer, so PayPal's buttons load", async () => {
    const { store, fetch } = await load({ ok: false });
    expect(await answered(store)).toEqual({ offered: [], currency: "USD", settled: true });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
