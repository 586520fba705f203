// The world's actions on a payment link. The payer completes the page without a browser through
// the control route (POST /sandbox/v1/payment-links/:id/pay) — by boleto, or with a test card made
// into a payment_token the way the charge's card dialog does it; the page itself opens in a new
// tab; resend, a new date and cancel are what the integrator's back office would call; the clock
// moves as the Relógio page moves it, to the day the link expires.
import { useState, type FormEvent } from 'react';
import type { CardPaidResult, ChargeLink, ChargeTimeline, LinkPayRequest, PaymentLinkSummary } from '../../api/types.ts';
import { useAccountStores, useClockAdvance, useToast } from '../../stores/hooks.ts';
import { paymentTokenFor } from '../../stores/card-token.ts';
import { hrefOf } from '../../stores/router.ts';
import { Dialog, ErrorMessage, Field } from '../../ui/components.tsx';
import { formatDate, formatDateTime, formatInteger, formatMoney } from '../../ui/format.ts';
import { CardAnswer } from '../charges/card-pay-dialog.tsx';
import { TestCardPicker, useChosenTestCard } from '../charges/test-card-picker.tsx';
import { PayerFields, payerForApi, type Payer } from '../charges/payer-fields.tsx';
import { SAMPLE_BILLING_ADDRESS, SAMPLE_CUSTOMER } from '../charges/sample-payer.ts';
import { DateDialog, EmailDialog, RunDialog } from '../charges/form-dialogs.tsx';
import { addressLine, expiryDate, linkActionsFor, linkPrice, type LinkAction } from './link-rules.ts';

type PayKind = 'boleto' | 'approved' | 'refused';

const PAY_KIND: Partial<Record<LinkAction, PayKind>> = { payBoleto: 'boleto', payCardApproved: 'approved', payCardRefused: 'refused' };

type ButtonAction = Exclude<LinkAction, 'advanceToExpiry'>;

/** Each button's name; the payer's show only the part after "Pagar como o pagador", which their group says. */
// The payer's buttons sit under "Pagar como o pagador"; that context is in each button's name too
// (clipped text, not aria-label, so the name starts from what the button shows).
const PAY_AS = 'Pagar como o pagador:';
const BUTTONS: Record<ButtonAction, { label: string; context?: string; className: string }> = {
  payBoleto: { label: 'Boleto', context: PAY_AS, className: 'btn btn-primary' },
  payCardApproved: { label: 'Cartão de teste aprovado', context: PAY_AS, className: 'btn' },
  payCardRefused: { label: 'Cartão recusado', context: PAY_AS, className: 'btn' },
  resend: { label: 'Reenviar por e-mail', className: 'btn' },
  changeDate: { label: 'Alterar a data do link', className: 'btn' },
  cancel: { label: 'Cancelar', className: 'btn btn-danger' },
};

export function LinkActions({ data, link, summary }: { data: ChargeTimeline; link: ChargeLink; summary: PaymentLinkSummary | null }) {
  const stores = useAccountStores();
  const toast = useToast();
  const { advancing } = useClockAdvance();
  const [open, setOpen] = useState<LinkAction | null>(null);
  const [advanceError, setAdvanceError] = useState<unknown>(null);
  const { charge } = data;
  const id = charge.charge_id;
  const actions = linkActionsFor(charge.status, link.payment_method);
  const close = () => setOpen(null);
  const reload = () => stores.links.getState().refresh();
  const expiresAt = expiryDate(link.expire_at);

  const advance = async () => {
    // The Relógio page's own advance: its progress, result line and the top bar's clock follow.
    const clock = stores.clock.getState();
    if (clock.advancing) return;
    setAdvanceError(null);
    const result = await clock.advance({ to: expiresAt });
    if (result) {
      toast(`Relógio avançado até ${formatDateTime(result.now)} — ${formatInteger(result.processed)} ${result.processed === 1 ? 'tarefa executada' : 'tarefas executadas'}.`);
    } else {
      setAdvanceError(stores.clock.getState().advanceError);
    }
    await reload();
  };

  const kind = open ? PAY_KIND[open] : undefined;
  const payerActions = actions.filter((a): a is ButtonAction => a !== 'advanceToExpiry' && PAY_KIND[a] !== undefined);
  const officeActions = actions.filter((a): a is ButtonAction => a === 'resend' || a === 'changeDate');
  const cancel = actions.includes('cancel');
  return (
    <section className="panel world link-world" aria-labelledby="link-world-title">
      <h3 id="link-world-title" className="panel-title">Agir como o mundo</h3>
      {payerActions.length > 0 && (
        <div className="action-group" role="group" aria-labelledby="link-pay-as-title">
          <span id="link-pay-as-title" className="action-group-label">
            Pagar como o pagador
          </span>
          <div className="button-row">
            {payerActions.map((action) => (
              <ActionButton key={action} action={action} onOpen={setOpen} />
            ))}
          </div>
        </div>
      )}
      <div className="button-row">
        <a className="btn" href={link.payment_url} target="_blank" rel="noopener noreferrer">
          Abrir a página de pagamento ↗
        </a>
        {officeActions.map((action) => (
          <ActionButton key={action} action={action} onOpen={setOpen} short={action === 'changeDate' && charge.status === 'expired' ? 'Reabrir com nova data' : undefined} />
        ))}
        {actions.includes('advanceToExpiry') && (
          <button type="button" className="btn" disabled={advancing !== null} onClick={() => void advance()}>
            {advancing ? 'Avançando o relógio…' : 'Avançar o relógio até expirar'}
          </button>
        )}
        {cancel && <ActionButton action="cancel" onOpen={setOpen} />}
      </div>
      <p className="muted small world-notes">
        {charge.status === 'link' ? (
          <>
            O pagador pode escolher até {formatDate(link.expire_at)}; às 00:00 de {formatDate(expiresAt)} o relógio da conta torna o link{' '}
            <code>expired</code>.
          </>
        ) : charge.status === 'expired' ? (
          <>O link expirou: a página recusa o pagamento. Uma nova data o reabre (<code>expired → link</code>).</>
        ) : charge.status === 'canceled' && !summary?.payer ? (
          <>A cobrança foi cancelada antes de o pagador escolher: a página recusa o pagamento.</>
        ) : (
          <>
            O pagador já escolheu: o link não aceita outra escolha (<code>{charge.status}</code>). O que vem agora — boleto pago no banco,
            outro cartão, reembolso, cancelamento — acontece na <a href={hrefOf('cobrancas', id)}>página da cobrança #{id}</a>.
          </>
        )}
      </p>
      <ErrorMessage error={advanceError} title="O relógio não avançou" />

      {kind && <LinkPayDialog kind={kind} chargeId={id} total={charge.total} link={link} onClose={close} onPaid={reload} />}
      {open === 'resend' && <ResendLinkDialog chargeId={id} suggested={summary?.customer_email ?? SAMPLE_CUSTOMER.email} onClose={close} onDone={reload} />}
      {open === 'changeDate' && <LinkDateDialog chargeId={id} current={link.expire_at} reopen={charge.status === 'expired'} onClose={close} onDone={reload} />}
      {open === 'cancel' && (
        <RunDialog
          title={`Cancelar o link #${id}`}
          confirm="Cancelar cobrança"
          danger
          done={`Link #${id} cancelado: a página não aceita mais pagamento.`}
          run={() => stores.api.cancel(id).then(reload)}
          onClose={close}
        >
          <p>
            <code>PUT /v1/charge/{id}/cancel</code>, como o seu back office chamaria: a cobrança vira <code>canceled</code>, um callback é
            enviado e a página do link passa a recusar o pagamento.
          </p>
        </RunDialog>
      )}
    </section>
  );
}

function ActionButton({ action, onOpen, short }: { action: ButtonAction; onOpen(action: LinkAction): void; short?: string }) {
  const { label, context, className } = BUTTONS[action];
  return (
    <button type="button" className={className} onClick={() => onOpen(action)}>
      {context && <span className="visually-hidden">{context} </span>}
      {short ?? label}
    </button>
  );
}

const KIND_TITLE: Record<PayKind, string> = {
  boleto: 'boleto',
  approved: 'cartão de teste aprovado',
  refused: 'cartão recusado',
};

/** The payer completes the page: a boleto, or a test card made into a token first. */
function LinkPayDialog({ kind, chargeId, total, link, onClose, onPaid }: { kind: PayKind; chargeId: number; total: number; link: ChargeLink; onClose(): void; onPaid(): Promise<void> }) {
  const stores = useAccountStores();
  const toast = useToast();
  const isCard = kind !== 'boleto';
  const choice = useChosenTestCard(kind === 'refused' ? 'refused' : 'approved');
  const [payer, setPayer] = useState<Payer>({ customer: SAMPLE_CUSTOMER, address: SAMPLE_BILLING_ADDRESS });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [answer, setAnswer] = useState<CardPaidResult | null>(null);
  const offer = linkPrice(link, total, isCard ? 'credit_card' : 'banking_billet');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isCard && !choice.chosen) return;
    setBusy(true);
    setError(null);
    try {
      const { customer, address } = payerForApi(payer);
      const delivery = link.request_delivery_address ? { delivery_address: address } : {};
      const body: LinkPayRequest = isCard
        ? { payment: { credit_card: { customer, billing_address: address, payment_token: await paymentTokenFor(stores.api, choice.chosen!), installments: 1 } }, ...delivery }
        : { payment: { banking_billet: { customer: { name: customer.name, cpf: customer.cpf, ...(customer.email ? { email: customer.email } : {}) } } }, ...delivery };
      const result = await stores.api.payLinkAsPayer(chargeId, body);
      await onPaid();
      if (result.payment === 'credit_card') {
        setAnswer(result);
      } else {
        toast(`O pagador escolheu o boleto no link #${chargeId}: boleto emitido, a cobrança está ${result.status}.`);
        onClose();
      }
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const title = `Pagar como o pagador (${KIND_TITLE[kind]}) — link #${chargeId}`;
  return (
    <Dialog title={title} onClose={onClose} wide={isCard && !answer}>
      {answer ? (
        <>
          <CardAnswer answer={answer} />
          <div className="dialog-foot">
            <button type="button" className="btn btn-primary" onClick={onClose}>
              Voltar ao link
            </button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit}>
          <p className="muted small">
            O que a página do link envia quando o pagador escolhe {isCard ? 'o cartão' : 'o boleto'}, sem abrir o navegador:{' '}
            <code>POST /sandbox/v1/payment-links/{chargeId}/pay</code>
            {isCard && (
              <>
                , com o cartão antes transformado em <code>payment_token</code> (<code>POST /sandbox/v1/payment-tokens</code>)
              </>
            )}
            .
          </p>
          {offer && (
            <p>
              O pagador paga <strong>{formatMoney(offer.price)}</strong>
              {offer.discount ? <span className="muted"> (total {formatMoney(total)} menos o desconto de {formatMoney(offer.discount)})</span> : null}
              {isCard ? ', à vista (1×).' : `, num boleto que vence em ${formatDate(link.expire_at)}.`}
            </p>
          )}
          {isCard && <TestCardPicker choice={choice} />}
          {isCard ? (
            <PayerFields payer={payer} onChange={setPayer} />
          ) : (
            <div className="form-grid">
              <Field id="link-payer-name" label="Nome do pagador">
                <input id="link-payer-name" value={payer.customer.name} required onChange={(e) => setPayer({ ...payer, customer: { ...payer.customer, name: e.target.value } })} />
              </Field>
              <Field id="link-payer-cpf" label="CPF">
                <input id="link-payer-cpf" value={payer.customer.cpf} required inputMode="numeric" onChange={(e) => setPayer({ ...payer, customer: { ...payer.customer, cpf: e.target.value } })} />
              </Field>
            </div>
          )}
          {link.request_delivery_address && (
            <p className="small">
              O link pede o endereço de entrega: vai {isCard ? 'o endereço de cobrança acima' : 'o endereço de exemplo'} —{' '}
              <span className="muted">{addressLine(payer.address)}</span>.
            </p>
          )}
          <ErrorMessage error={error} title="A página recusou o pagamento" />
          <div className="dialog-foot">
            <button type="button" className="btn" onClick={onClose}>
              Voltar
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy || (isCard && !choice.chosen)}>
              {busy ? 'Pagando…' : isCard ? 'Pagar com este cartão' : 'Escolher o boleto'}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function ResendLinkDialog({ chargeId, suggested, onClose, onDone }: { chargeId: number; suggested: string; onClose(): void; onDone(): Promise<void> }) {
  const { api } = useAccountStores();
  return (
    <EmailDialog
      title={`Reenviar o link #${chargeId} por e-mail`}
      inputId="link-resend-email"
      suggested={suggested}
      send={async (email) => {
        await api.resendLink(chargeId, email);
        await onDone();
        return `Link #${chargeId} enviado para ${email} — veja em E-mails.`;
      }}
      onClose={onClose}
    >
      <p className="muted small">
        <code>POST /v1/charge/{chargeId}/link/resend</code>. Nada sai de verdade: a mensagem, com a URL do link, vai para a caixa de saída em
        E-mails.
      </p>
    </EmailDialog>
  );
}

function LinkDateDialog({ chargeId, current, reopen, onClose, onDone }: { chargeId: number; current: string; reopen: boolean; onClose(): void; onDone(): Promise<void> }) {
  const { api } = useAccountStores();
  return (
    <DateDialog
      title={`${reopen ? 'Reabrir' : 'Alterar a data d'}o link #${chargeId}`}
      inputId="link-date"
      label="Pode pagar até"
      current={current}
      confirm={reopen ? 'Reabrir o link' : 'Salvar data'}
      save={async (date) => {
        await api.updateLink(chargeId, { expire_at: date });
        await onDone();
        return `Link #${chargeId}: o pagador pode escolher até ${formatDate(date)}.`;
      }}
      onClose={onClose}
    >
      <p className="muted small">
        <code>PUT /v1/charge/{chargeId}/link</code> com um novo <code>expire_at</code>; o resto do link fica como está.
        {reopen ? ' Um link expirado volta a aceitar pagamento (expired → link).' : ''} Data atual: <strong>{formatDate(current)}</strong>.
      </p>
    </DateDialog>
  );
}
