import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendToFunction } from './send-to-function.ts';

const invokeFunction = vi.fn();
const showSendFailure = vi.fn();
vi.mock('./invoke-function.ts', () => ({ invokeFunction, showSendFailure }));

describe('sendToFunction', () => {
  const form = { setError: vi.fn() };
  const failure = (error: unknown) => ({ title: 'Failed', description: String(error) });

  beforeEach(() => {
    invokeFunction.mockReset();
    showSendFailure.mockReset();
  });

  it('sends the values to the named function and answers true', async () => {
    invokeFunction.mockResolvedValue({ ok: true, status: 'pending' });
    const condolence = { memorialSlug: 'ana', authorName: 'Ana', message: 'Hi' };
    await expect(sendToFunction(form, 'leave-condolence', condolence, failure)).resolves.toBe(true);
    expect(invokeFunction).toHaveBeenCalledWith('leave-condolence', condolence);
    expect(showSendFailure).not.toHaveBeenCalled();
  });

  it('shows a refusal on the form with the failure texts and answers false', async () => {
    invokeFunction.mockRejectedValue('network');
    const report = { kind: 'business', slug: 'pekara', reason: 'Closed' } as const;
    await expect(sendToFunction(form, 'report-content', report, failure)).resolves.toBe(false);
    expect(showSendFailure).toHaveBeenCalledWith(form, 'network', {
      title: 'Failed',
      description: 'network',
    });
  });
});
