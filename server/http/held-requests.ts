// Requests that do not end by themselves: a fault's timeout or latency holds one, an event stream
// never ends. Closing the server must not wait for them (nor for the grace period after which it
// cuts whatever is left), so they are cut as it closes.
export class HeldRequests {
  private readonly cuts = new Set<() => void>();
  private closed = false;

  /** Keeps `cut` until `release` is called; cut at once if the server is closing already. */
  hold(cut: () => void): () => void {
    if (this.closed) {
      cut();
      return () => {};
    }
    this.cuts.add(cut);
    return () => this.cuts.delete(cut);
  }

  cutAll(): void {
    this.closed = true;
    for (const cut of [...this.cuts]) cut();
    this.cuts.clear();
  }
}
