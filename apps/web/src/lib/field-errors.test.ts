import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorDetailMessages } from './field-errors.ts';

// The messages (a failed call's) in English, the source, as the app starts before any choice.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

describe('errorDetailMessages', () => {
  it('lists the reasons an upload was refused, once each', () => {
    const error = new ApiError(415, 'unsupported_media', 'Invalid fileasset', [
      { path: 'file', message: 'This type of file is not supported. Upload one of: png.' },
      { path: 'file', message: 'This type of file is not supported. Upload one of: png.' },
    ]);
    expect(errorDetailMessages(error)).toEqual([
      'This type of file is not supported. Upload one of: png.',
    ]);
  });

  it('leaves out the main message and details that are not messages', () => {
    const error = new ApiError(413, 'payload_too_large', 'Too large', { maxBytes: 1 });
    expect(errorDetailMessages(error)).toEqual([]);
    const repeated = new ApiError(400, 'validation', 'Enter a name', [{ message: 'Enter a name' }]);
    expect(errorDetailMessages(repeated)).toEqual([]);
    expect(errorDetailMessages(new Error('x'))).toEqual([]);
  });
});
