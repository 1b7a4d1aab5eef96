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
    invokeFunction.mockResolvedValue({});
    await expect(
      sendToFunction(form, 'leave-condolence', { message: 'Hi' }, failure),
    ).resolves.toBe(true);
    expect(invokeFunction).toHaveBeenCalledWith('leave-condolence', { message: 'Hi' });
    expect(showSendFailure).not.toHaveBeenCalled();
  });

  it('shows a refusal on the form with the failure texts and answers false', async () => {
    invokeFunction.mockRejectedValue('network');
    await expect(sendToFunction(form, 'report-content', {}, failure)).resolves.toBe(false);
    expect(showSendFailure).toHaveBeenCalledWith(form, 'network', {
      title: 'Failed',
      description: 'network',
    });
  });
});
