/** Language detection: English, French, or another language. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { detectLanguage } from '../../../src/assistant/understanding/language.ts';

describe('detecting the language', () => {
  test('English, however it is typed', () => {
    for (const message of [
      'wat r ur hrs',
      'do u guys do physio',
      'café downtown?',
      'hi',
      '???',
      'hw lng u keep mi chat',
    ]) {
      assert.equal(detectLanguage(message), 'en', message);
    }
  });

  test('French, with or without accents', () => {
    for (const message of [
      'Bonjour, je cherche un local pour ma clinique dentaire',
      'vous etes ouverts le samedi?',
      'est-ce que vous parlez français',
    ]) {
      assert.equal(detectLanguage(message.toLowerCase()), 'fr', message);
    }
  });

  test('a thank-you alone is understood in any language; a short word alone is no language', () => {
    for (const message of ['Merci!', 'merci beaucoup', 'muchas gracias', 'mon?']) {
      assert.equal(detectLanguage(message.toLowerCase()), 'en', message);
    }
  });

  test('an English question about French stays English', () => {
    assert.equal(detectLanguage('bonjour! do you have anyone who speaks french?'), 'en');
  });

  test('a word of another language in an English goodbye stays English', () => {
    assert.equal(detectLanguage('gracias bye'), 'en');
    assert.equal(detectLanguage('ok merci'), 'en');
  });

  test('other languages', () => {
    for (const message of [
      'hola, necesito una oficina',
      'necesito un local para mi restaurante',
      'wir suchen ein büro',
      '你好，我需要办公室',
      'xin chào, tôi cần thuê văn phòng',
      'kumusta po, naghahanap ako ng opisina',
      'tengo un restaurante en calgary y mi contrato termina pronto. ¿me pueden ayudar?',
    ]) {
      assert.equal(detectLanguage(message), 'other', message);
    }
  });
});
