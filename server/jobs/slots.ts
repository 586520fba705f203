// The cap on delivery attempts in flight at once, over all accounts and both ways of running jobs.
// Real-time polling only takes a slot that is free right now (it polls again soon); a clock walk
// waits for one, and a freed slot goes to a waiting walk first, so polling cannot starve it.

export class Slots {
  private used = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly capacity: number,
    /** Called when a slot goes back to the pool with nobody waiting: polling may use it. */
    private readonly onFree: () => void = () => {},
  ) {}

  get free(): boolean {
    return this.used < this.capacity && this.waiting.length === 0;
  }

  /** Takes a slot if one is free now; false otherwise. */
  tryTake(): boolean {
    if (!this.free) return false;
    this.used++;
    return true;
  }

  /** Resolves once a slot is held; slots are handed out in the order they were asked for. */
  take(): Promise<void> {
    if (this.tryTake()) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) {
      next(); // the slot changes hands: `used` stays the same
      return;
    }
    this.used--;
    this.onFree();
  }
}
