import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';

import { messagesFor } from '@/app/catalogs';
import { ApiError } from '@/lib/api-client';
import { apiErrorText, ruleMessage } from '@/lib/error-messages';
import { errorText, errorValues, intlErrorTranslator, setErrorTranslator } from '@/lib/error-text';
import { strapiError } from '@/testing/fixtures';
import '@/testing/intl';

const speak = (locale: 'en' | 'fr') =>
  setErrorTranslator(intlErrorTranslator(createIntl({ locale, messages: messagesFor(locale) })));

afterEach(() => setErrorTranslator(null));

const apiError = (...args: Parameters<typeof strapiError>) => new ApiError(strapiError(...args).error);

describe('API errors in the page’s language, by code', () => {
  it('ApiError speaks the registered language; without a translator, the API’s words', () => {
    expect(apiError(400, 'ValidationError', 'Invalid identifier or password').message).toBe(
      'Invalid identifier or password',
    );
    speak('fr');
    const error = apiError(400, 'ValidationError', 'Invalid identifier or password');
    expect(error.message).toBe('Adresse courriel ou mot de passe incorrect.');
    expect(error.code).toBe('auth.invalid_credentials');
    expect(error.serverMessage).toBe('Invalid identifier or password');
  });

  it('takes arguments from the details, and from the message’s template where the table is at hand', () => {
    speak('fr');
    expect(
      apiError(429, 'RateLimitError', 'Too many attempts. Try again in 1200 seconds.', { retryAfterSeconds: 1200 })
        .message,
    ).toBe('Trop de tentatives. Réessayez dans 1200 secondes.');
    // The file's name is only in the message: the entry bundle's ApiError keeps the API's words…
    const empty = apiError(400, 'ValidationError', 'notes.txt is empty.');
    expect(empty.message).toBe('notes.txt is empty.');
    // …the forms' helper reads it from the message.
    expect(apiErrorText(empty)).toBe('notes.txt est vide.');
  });

  it('shows the API’s message for a code the catalogs do not have, or none', () => {
    speak('fr');
    expect(apiError(400, 'ValidationError', 'Brand new', { code: 'auth.brand_new' }).message).toBe('Brand new');
    expect(new ApiError({ status: 400, name: 'ValidationError', message: 'No code' }).message).toBe('No code');
    expect(apiError(400, 'BadRequestError', 'Invalid key nope').message).toBe('Invalid key nope');
    expect(errorText(null, 'As sent')).toBe('As sent');
  });

  it('translates the shared schemas’ messages, which the forms check before sending', () => {
    speak('fr');
    expect(ruleMessage('Passwords do not match')).toBe('Les deux mots de passe ne correspondent pas.');
    expect(ruleMessage('This answer must be 2000 characters or fewer.')).toBe(
      'Cette réponse doit compter au plus 2000 caractères.',
    );
    expect(ruleMessage('Not one of ours')).toBe('Not one of ours');
    speak('en');
    expect(ruleMessage('Passwords do not match')).toBe('The two passwords do not match.');
  });

  it('keeps the details’ strings and numbers as written', () => {
    expect(errorValues({ retryAfterSeconds: 1000, reason: 'invalid', errors: [], nested: {} })).toEqual({
      retryAfterSeconds: '1000',
      reason: 'invalid',
    });
    expect(errorValues(null)).toEqual({});
  });
});
