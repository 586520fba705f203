// A small in-memory cache of rendered documents (PDFs), by a key that changes whenever what the
// document shows changes. Least recently used entries go first; a failed render is not kept.
export class RenderCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly capacity: number) {}

  get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    this.entries.delete(key); // re-inserted below: Map order doubles as recency
    const pdf = cached ?? render();
    if (!cached) pdf.catch(() => this.entries.delete(key));
    this.entries.set(key, pdf);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return pdf;
  }
}
