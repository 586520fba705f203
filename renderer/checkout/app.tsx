// The hosted payment page of a payment link: who is asking for how much and for what, until when,
// and then either the way to pay (boleto or card, as the link offers) or what became of it —
// expired, canceled, the boleto to print, the card's answer.
import { useCallback, useEffect, useState } from 'react';
import { formatDate, formatMoney } from '../ui/format.ts';
import { copyText } from '../ui/clipboard.ts';
import { loadCheckout, type BilletResult, type CardResult, type CheckoutData, type LinkMethod, type PixCode } from './api.ts';
import { BoletoForm, CardForm, type Paid } from './forms.tsx';

const METHOD_NAMES: Record<LinkMethod, string> = { banking_billet: 'Boleto', credit_card: 'Cartão de crédito' };

function offered(data: CheckoutData): LinkMethod[] {
  return data.payment_method === 'all' ? ['banking_billet', 'credit_card'] : [data.payment_method];
}

function conditionalText(data: CheckoutData): string | null {
  const c = data.conditional_discount;
  if (!c || !offered(data).includes('banking_billet')) return null;
  const amount = c.type === 'percentage' ? `${(c.value / 100).toLocaleString('pt-BR')}%` : formatMoney(c.value);
  return `Mais ${amount} de desconto no boleto pago até ${formatDate(c.until_date)}.`;
}

function Summary({ data }: { data: CheckoutData }) {
  const methods = offered(data);
  // Each method's price while the payer chooses; once chosen, the outcome says what was paid.
  const open = data.status === 'link';
  const discounted = methods.some((m) => data.prices[m] !== data.total);
  const conditional = open ? conditionalText(data) : null;
  return (
    <section className="co-card co-summary" aria-labelledby="co-resumo">
      <h2 id="co-resumo">Resumo</h2>
      <ul className="co-items">
        {data.items.map((item, i) => (
          <li key={i}>
            <span className="co-item-name">
              {item.amount > 1 && <span className="co-qty">{item.amount} × </span>}
              {item.name}
            </span>
            <span className="co-money">{formatMoney(item.value * item.amount)}</span>
          </li>
        ))}
        {data.shippings.map((shipping, i) => (
          <li key={`frete-${i}`}>
            <span className="co-item-name">Frete: {shipping.name}</span>
            <span className="co-money">{formatMoney(shipping.value)}</span>
          </li>
        ))}
      </ul>
      <p className="co-total">
        <span>Total</span>
        <strong className="co-money">{formatMoney(data.total)}</strong>
      </p>
      {open && (discounted || methods.length > 1) && (
        <dl className="co-prices" aria-label="Valor por forma de pagamento">
          {methods.map((method) => {
            const price = data.prices[method]!;
            return (
              <div key={method}>
                <dt>{method === 'banking_billet' ? 'No boleto' : 'No cartão'}</dt>
                <dd>
                  <span className="co-money">{formatMoney(price)}</span>
                  {price < data.total && <span className="co-saving"> {formatMoney(data.total - price)} de desconto</span>}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {conditional && <p className="co-note">{conditional}</p>}
      {data.subscription && <p className="co-note">{subscriptionNote(data.subscription)}</p>}
      {data.message && (
        <div className="co-message">
          <h3>Mensagem de {data.payee}</h3>
          <p>{data.message}</p>
        </div>
      )}
    </section>
  );
}

/** A code to copy: the typed line, or a Bolix's Pix copia e cola. `words`: what the button and the status say. */
function CopyLine({ text, label, id, words }: { text: string; label: string; id: string; words: { copy: string; copied: string; status: string } }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(t);
  }, [copied]);
  return (
    <div className="co-typed">
      <p className="co-typed-label" id={id}>
        {label}
      </p>
      <p className="co-typed-line" aria-labelledby={id}>
        {text}
      </p>
      <button type="button" className="co-button" onClick={() => void copyText(text).then(() => setCopied(true))}>
        {copied ? words.copied : words.copy}
      </button>
      <p className="co-sr-only" role="status">
        {copied ? words.status : ''}
      </p>
    </div>
  );
}

const TYPED_LINE_WORDS = { copy: 'Copiar linha digitável', copied: 'Copiada ✓', status: 'Linha digitável copiada.' };
const PIX_WORDS = { copy: 'Copiar código Pix', copied: 'Copiado ✓', status: 'Código Pix copiado.' };

/** A Bolix: the QR as the API draws it (`qrcode_image`, a data: URL the page's policy allows) and the copia e cola. */
function PixToPay({ pix }: { pix: PixCode }) {
  return (
    <section className="co-pix" aria-labelledby="co-pix-title">
      <h3 id="co-pix-title">Pague com Pix</h3>
      <p>Leia o QR code no aplicativo do seu banco ou copie o código: o pagamento é confirmado na hora.</p>
      <img className="co-pix-qr" src={pix.qrcode_image} alt="QR code Pix do boleto" width={184} height={184} />
      <CopyLine text={pix.qrcode} label="Pix copia e cola" id="co-pix" words={PIX_WORDS} />
    </section>
  );
}

/** `amount`: the boleto's value (the charge's total less the link's boleto discount; the answer's `total` is the charge's). */
function BilletOutcome({ result, payee, amount }: { result: BilletResult; payee: string; amount: number }) {
  if (result.status === 'paid') {
    return <Outcome tone="ok" title="Pagamento confirmado" lines={[`O boleto de ${formatMoney(amount)} foi pago. Obrigado!`]} />;
  }
  if (result.status === 'unpaid') {
    return <Outcome tone="fail" title="Boleto vencido" lines={[`O boleto venceu em ${formatDate(result.expire_at)} sem pagamento.`, `Fale com ${payee} para pagar de outra forma.`]} />;
  }
  if (result.status !== 'waiting') return <StatusOutcome status={result.status} />;
  const pix = result.pix ?? null;
  return (
    <div className="co-card co-outcome" data-tone="ok">
      <h2>Boleto gerado</h2>
      <p>
        Pague <strong>{formatMoney(amount)}</strong> até <strong>{formatDate(result.expire_at)}</strong> em qualquer banco, lotérica ou aplicativo.
      </p>
      {pix && <PixToPay pix={pix} />}
      <CopyLine text={result.barcode} label="Linha digitável" id="co-linha" words={TYPED_LINE_WORDS} />
      <div className="co-actions">
        <a className="co-button co-button-primary" href={result.link} target="_blank" rel="noopener">
          Ver boleto
        </a>
        <a className="co-button" href={result.pdf.charge} target="_blank" rel="noopener">
          Baixar PDF
        </a>
      </div>
    </div>
  );
}

function CardOutcome({ result, payee, cardMask }: { result: CardResult; payee: string; cardMask?: string }) {
  const plan = result.installments > 1 ? `${result.installments}x de ${formatMoney(result.installment_value)}` : 'à vista';
  const card = cardMask ? ` no cartão final ${cardMask.slice(-4)}` : '';
  switch (result.status) {
    case 'approved':
      return <Outcome tone="ok" title="Pagamento aprovado" lines={[`${formatMoney(result.total)} (${plan})${card}.`, 'A confirmação chega em seguida; você pode fechar esta página.']} />;
    case 'paid':
      return <Outcome tone="ok" title="Pagamento aprovado" lines={[`${formatMoney(result.total)} (${plan}) — pago.`]} />;
    case 'waiting':
      return <Outcome tone="info" title="Pagamento em análise" lines={[`${formatMoney(result.total)} (${plan})${card}: a operadora ainda não respondeu.`]} />;
    case 'unpaid':
      return (
        <Outcome
          tone="fail"
          title="Pagamento recusado"
          lines={[
            result.refusal?.reason ? `Motivo: ${result.refusal.reason}` : 'A operadora do cartão recusou o pagamento.',
            `Este link não aceita outra tentativa. Fale com ${payee} para pagar de outra forma.`,
          ]}
        />
      );
    default:
      return <StatusOutcome status={result.status} />;
  }
}

const STATUS_TEXT: Record<string, [string, string]> = {
  settled: ['Pagamento confirmado', 'O recebedor marcou esta cobrança como paga.'],
  refunded: ['Pagamento devolvido', 'O valor pago foi devolvido.'],
  contested: ['Pagamento contestado', 'O pagamento está em contestação junto à operadora do cartão.'],
  canceled: ['Cobrança cancelada', 'Esta cobrança foi cancelada.'],
};

function StatusOutcome({ status }: { status: string }) {
  const [title, line] = STATUS_TEXT[status] ?? ['Pagamento registrado', `Situação da cobrança: ${status}.`];
  return <Outcome tone="info" title={title} lines={[line]} />;
}

function Outcome({ tone, title, lines }: { tone: 'ok' | 'fail' | 'info'; title: string; lines: string[] }) {
  return (
    <div className="co-card co-outcome" data-tone={tone}>
      <h2>{title}</h2>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

/** What the page shows in place of the form once the link no longer takes a choice. */
function Closed({ data, cardMask }: { data: CheckoutData; cardMask?: string }) {
  if (data.status === 'expired') {
    return <Outcome tone="fail" title="Link expirado" lines={[`Este link de pagamento expirou em ${formatDate(data.expire_at)}.`, `Peça um novo link a ${data.payee}.`]} />;
  }
  if (data.status === 'canceled' && !data.result) {
    return <Outcome tone="fail" title="Link cancelado" lines={[`Este link de pagamento foi cancelado por ${data.payee}.`]} />;
  }
  if (data.status === 'canceled') return <StatusOutcome status="canceled" />;
  if (data.result?.payment === 'banking_billet') {
    return <BilletOutcome result={data.result} payee={data.payee} amount={data.prices.banking_billet ?? data.result.total} />;
  }
  if (data.result?.payment === 'credit_card') return <CardOutcome result={data.result} payee={data.payee} cardMask={cardMask} />;
  return <StatusOutcome status={data.status} />;
}

/** A subscription's first charge: what the payer signs up for. */
function subscriptionNote({ interval, repeats }: NonNullable<CheckoutData['subscription']>): string {
  const every = interval === 1 ? 'todo mês' : `a cada ${interval} meses`;
  const times = repeats === null ? 'até ser cancelada' : `${repeats} cobranças ao todo`;
  return `Assinatura: este é o primeiro pagamento. A assinatura é cobrada ${every} (${times}), na forma de pagamento escolhida aqui.`;
}

function PaymentChoice({ data, onPaid, onClosed }: { data: CheckoutData; onPaid(paid: Paid): void; onClosed(message: string): void }) {
  const methods = offered(data);
  const [method, setMethod] = useState<LinkMethod>(methods[0]);
  return (
    <section className="co-card co-pay" aria-labelledby="co-pagar">
      <h2 id="co-pagar">{methods.length > 1 ? 'Como você quer pagar?' : `Pagamento com ${METHOD_NAMES[methods[0]].toLowerCase()}`}</h2>
      {methods.length > 1 && (
        <fieldset className="co-methods">
          <legend className="co-sr-only">Forma de pagamento</legend>
          {methods.map((m) => (
            <label key={m} className="co-method">
              <input type="radio" name="metodo" value={m} checked={method === m} onChange={() => setMethod(m)} />
              <span className="co-method-name">{METHOD_NAMES[m]}</span>
              <span className="co-method-price">{formatMoney(data.prices[m])}</span>
            </label>
          ))}
        </fieldset>
      )}
      {method === 'banking_billet' ? (
        <BoletoForm key="boleto" data={data} onPaid={onPaid} onClosed={onClosed} />
      ) : (
        <CardForm key="cartao" data={data} onPaid={onPaid} onClosed={onClosed} />
      )}
    </section>
  );
}

type Load = { state: 'loading' } | { state: 'failed'; message: string; notFound: boolean } | { state: 'ready'; data: CheckoutData };

export function CheckoutApp() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [cardMask, setCardMask] = useState<string>();
  const [notice, setNotice] = useState('');

  const refresh = useCallback(async (fallback?: CheckoutData) => {
    try {
      const data = await loadCheckout();
      setLoad({ state: 'ready', data });
      document.title = `Pagamento para ${data.payee} — ${formatMoney(data.total)}`;
    } catch (error) {
      if (fallback) return setLoad({ state: 'ready', data: fallback });
      const status = (error as { httpStatus?: number }).httpStatus;
      setLoad({ state: 'failed', message: (error as Error).message, notFound: status === 404 });
    }
  }, []);
  useEffect(() => void refresh(), [refresh]);

  const onPaid = (paid: Paid) => {
    if (load.state !== 'ready') return;
    setCardMask(paid.cardMask);
    // What the API answered is the outcome; the page's data is read again to stay the one source.
    const result = paid.result.payment === 'banking_billet' ? { ...paid.result, method: paid.result.payment } : { ...paid.result, method: paid.result.payment };
    const answered: CheckoutData = { ...load.data, status: paid.result.status, result };
    void refresh(answered);
    window.scrollTo({ top: 0 });
  };
  const onClosed = (message: string) => {
    setNotice(message);
    void refresh();
  };

  if (load.state === 'loading') {
    return (
      <main className="co-main co-center" aria-busy="true">
        <p role="status">Carregando o link de pagamento…</p>
      </main>
    );
  }
  if (load.state === 'failed') {
    return (
      <main className="co-main co-center">
        <div className="co-card co-outcome" data-tone="fail" role="alert">
          <h1>{load.notFound ? 'Link de pagamento não encontrado' : 'Não foi possível abrir o link'}</h1>
          <p>{load.message}</p>
          {!load.notFound && (
            <button type="button" className="co-button" onClick={() => void refresh()}>
              Tentar de novo
            </button>
          )}
        </div>
      </main>
    );
  }
  const { data } = load;
  const open = data.status === 'link';
  const summary = (
    <aside className="co-secondary" aria-label="Resumo da cobrança">
      <Summary data={data} />
    </aside>
  );
  return (
    <>
      <header className="co-header">
        <div className="co-header-inner">
          <p className="co-eyebrow">Pagamento para</p>
          <h1>{data.payee}</h1>
          {open && (
            <p className="co-due">
              Pague até <strong>{formatDate(data.expire_at)}</strong>
            </p>
          )}
        </div>
      </header>
      <main className="co-main">
        {/* Open: what is being paid, then how (the summary goes to the side on wide screens).
            Closed: the outcome first. */}
        <div className="co-layout" data-open={open ? '' : undefined}>
          {open && summary}
          <div className="co-primary">
            {notice && !open && (
              <p className="co-notice" role="status">
                {notice}
              </p>
            )}
            {open ? <PaymentChoice data={data} onPaid={onPaid} onClosed={onClosed} /> : <Closed data={data} cardMask={cardMask} />}
          </div>
          {!open && summary}
        </div>
      </main>
      <footer className="co-footer">
        <p>
          Cobrança nº {data.charge_id} · <strong>Cobrança Sandbox</strong>: ambiente de testes, nenhum valor real é cobrado.
        </p>
      </footer>
    </>
  );
}
