// Several middlewares run as one Express layer. Each layer Express walks costs a path match, a
// params pass and a few closures per request; the app's front door (seven checks every request
// goes through) and each route's body, auth and fault steps cost more that way than the checks
// themselves (POST /v1/charge: docs/performance.md). The chain keeps what Express does between
// them: in order, `next(error)` or a throw (also after an asynchronous `next()`, e.g. once the
// body has been read) skips the rest and hands the error on, a rejected promise likewise.
import type { Handler } from './routes.ts';

export function chain(...handlers: Handler[]): Handler {
  if (handlers.length === 1) return handlers[0];
  return (req, res, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      if (index === handlers.length) return next();
      const handler = handlers[index++];
      try {
        const returned = handler(req, res, step);
        if (returned instanceof Promise) returned.then(undefined, (rejection: unknown) => next(rejection || new Error('Rejected promise')));
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
