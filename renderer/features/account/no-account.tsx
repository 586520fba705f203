import { CreateAccount } from './account-view.tsx';

/** The engine has no account yet (a fresh database): make the first one. */
export function NoAccount() {
  return (
    <div className="fullpage">
      <h1>Cobrança Sandbox</h1>
      <p>Este sandbox ainda não tem nenhuma conta. Crie uma para começar.</p>
      <CreateAccount autoSelect />
    </div>
  );
}
