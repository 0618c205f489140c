// Computes performance measures off the page's thread.
import '../../../lib/zod-without-eval.ts';
import { answerRequest, type ComputeRequest } from './compute-outcomes.ts';

const port = self as unknown as {
  onmessage: ((event: MessageEvent<ComputeRequest>) => void) | null;
  postMessage(message: unknown): void;
};
port.onmessage = (event) => port.postMessage(answerRequest(event.data));
