// Where this sandbox serves a boleto (its HTML page, the "emissão" address and the PDF), from the
// public base URL the server was started with, so a link always points back at this sandbox.
// The API's answers and the dashboard's views give the same addresses.

export interface BoletoLinks {
  link: string;
  billet_link: string;
  pdf: { charge: string };
}

export function boletoLinks(publicUrl: string, code: string): BoletoLinks {
  return {
    link: `${publicUrl}/boleto/${code}`,
    billet_link: `${publicUrl}/emissao/${code}`,
    pdf: { charge: `${publicUrl}/boleto/${code}.pdf` },
  };
}
