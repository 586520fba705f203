// Falhas: make the API and the callbacks misbehave on purpose — errors, timeouts, dropped
// connections, an expired token, duplicate or out-of-order callbacks — and see how the
// integrator's code coped. Nothing happens without a rule; rules belong to this account.
import { useEffect } from 'react';
import { useFaultActions, useFaults } from '../../stores/hooks.ts';
import { ErrorMessage, Spinner } from '../../ui/components.tsx';
import { FaultForm } from './fault-form.tsx';
import { FaultRules } from './fault-rules.tsx';
import { ReceiverReport } from './receiver-report.tsx';
import './faults.css';
import './fault-marks.css';

export function FaultsView() {
  const { rules, report, status, error } = useFaults();
  const { watch } = useFaultActions();
  useEffect(() => watch(), [watch]);

  return (
    <div className="page">
      <header className="page-head">
        <h1>Falhas</h1>
        <p className="page-lede">
          Faça a API responder 500 ou 503, demorar, nunca responder, derrubar a conexão ou dizer que o token venceu — e os
          callbacks chegarem duplicados, fora de ordem ou atrasados — para ver como o seu código reage. Nada disso acontece
          sem uma regra; as regras valem só para esta conta e continuam valendo depois de reiniciar o sandbox. Cada falha
          aparece marcada em <a href="#/requisicoes">Requisições</a> e na linha do tempo da cobrança.
        </p>
      </header>
      <ErrorMessage error={error} title="Não foi possível carregar as regras" />
      <FaultForm />
      {status === 'loading' && rules.length === 0 ? <Spinner /> : <FaultRules rules={rules} />}
      <ReceiverReport report={report} />
    </div>
  );
}
