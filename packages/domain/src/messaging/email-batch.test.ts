import { describe, expect, it } from 'vitest';
import { emailBatchReport, readDeliveryError } from './email-batch.ts';

describe('email batch reports', () => {
  it('says how many failed, then one line per failure in the batch order', () => {
    expect(
      emailBatchReport([
        { index: 2, email: 'b@example.com', code: '550', message: 'Mailbox unavailable' },
        { index: 5, email: 'e@example.com', code: 'ECONNREFUSED', message: 'connect refused' },
      ]),
    ).toBe(
      'Failed to send 2 emails\nEmail 2: 550 - Mailbox unavailable\nEmail 5: ECONNREFUSED - connect refused',
    );
    expect(
      emailBatchReport([{ index: 1, email: 'a@example.com', code: '554', message: 'Refused' }]),
    ).toBe('Failed to send 1 email\nEmail 1: 554 - Refused');
  });

  it('reports nothing when every email went', () => {
    expect(emailBatchReport([])).toBeNull();
  });

  it('reads a recorded error back into its code and message', () => {
    expect(readDeliveryError('451 - Try again - later')).toEqual({
      code: '451',
      message: 'Try again - later',
    });
    expect(readDeliveryError('socket hang up')).toEqual({
      code: 'ERROR',
      message: 'socket hang up',
    });
  });
});
