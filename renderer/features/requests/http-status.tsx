// A request's HTTP status, coloured by class; 0 is a request fault injection left unanswered.
export function HttpStatus({ status }: { status: number }) {
  if (status === 0) return <span className="http http-none">sem resposta</span>;
  const tone = status >= 500 ? 'fail' : status >= 400 ? 'warn' : 'ok';
  return <span className={`http http-${tone}`}>{status}</span>;
}
