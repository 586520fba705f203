// How an inline PDF opens: Chromium's viewer otherwise shows its thumbnail sidebar, which eats a
// third of a narrow pane and clips the page; fitting the width shows the whole slip across.
// (PDF open parameters: Adobe's "Parameters for Opening PDF Files", honoured by Chromium's viewer.)
export function inlinePdfUrl(url: string): string {
  return `${url}#navpanes=0&pagemode=none&view=FitH`;
}
