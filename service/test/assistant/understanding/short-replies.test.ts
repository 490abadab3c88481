/** Short replies that continue the conversation: a day after the hours, a size in a search. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { conversation } from './helpers.ts';

describe('short replies', () => {
  test('"tmrw?" after the hours asks the hours again', () => {
    const [, tomorrow] = conversation('are you open today', 'tmrw?');
    assert.deepEqual(tomorrow?.needs, ['hours']);
  });

  test('a size alone while looking for space goes on with the search', () => {
    const [, bare] = conversation('i need help finding a space', 'about 2000');
    assert.deepEqual(bare?.needs, ['leasing']);
    assert.deepEqual(bare?.sizes, [{ value: 2000, unit: 'sqft' }]);
    const [, withUnit] = conversation('we want to buy a building', 'around 1,500 sq ft');
    assert.deepEqual(withUnit?.needs, ['purchase']);
  });

  test('"actually more like 40k" corrects the size of the search', () => {
    const [, corrected] = conversation('looking for a warehouse 20k sf', 'actually more like 40k');
    assert.deepEqual(corrected?.sizes, [{ value: 40000, unit: 'sqft' }]);
    assert.deepEqual(corrected?.needs, ['leasing']);
  });

  test('a number with nothing before it is no size', () => {
    const [first] = conversation('2000');
    assert.deepEqual(first?.sizes, []);
  });
});
